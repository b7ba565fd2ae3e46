import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { SpecificationTable } from './SpecificationTable';

describe('SpecificationTable', () => {
  it('heads each row with the name and shows value with unit', async () => {
    const { container } = renderWithMessages(
      <SpecificationTable
        caption="Technical data"
        specifications={[
          { name: 'Weight', value: '48', unit: 'kg', measurementSystem: 'Metric' },
          { name: 'Power supply', value: '230 V', unit: null, measurementSystem: null },
        ]}
      />,
    );
    expect(screen.getByRole('rowheader', { name: 'Weight' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '48 kg' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '230 V' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Technical data' })).toBeTruthy();
    await expectAccessible(container);
  });
});
