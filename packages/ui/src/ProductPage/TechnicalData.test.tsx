import type { MeasurementSystem } from '@kmx/domain/site';
import { exampleProductPageProduct } from '@kmx/ui/examples';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { TechnicalData } from './TechnicalData';

function Harness({ start }: { readonly start: MeasurementSystem }) {
  const [system, setSystem] = useState(start);
  return (
    <TechnicalData
      specifications={exampleProductPageProduct.specifications}
      system={system}
      onSystemChange={setSystem}
    />
  );
}

describe('TechnicalData (spec public-site 2.5, 4)', () => {
  it('shows system-free figures always and the others only in the chosen system', async () => {
    const { container } = renderWithMessages(<Harness start="Metric" />);
    expect(screen.getByText('0.13–6 mm²')).toBeTruthy();
    expect(screen.queryByText('26–10 AWG')).toBeNull();
    expect(screen.getByText('9,000 pcs/h')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Imperial' }));
    expect(screen.getByText('26–10 AWG')).toBeTruthy();
    expect(screen.queryByText('0.13–6 mm²')).toBeNull();
    expect(screen.getByText('9,000 pcs/h')).toBeTruthy();
    await expectAccessible(container);
  });

  it('tells when no figure exists in the chosen system', () => {
    renderWithMessages(
      <TechnicalData
        specifications={[{ name: 'Weight', value: '48', unit: 'kg', measurementSystem: 'Metric' }]}
        system="Imperial"
        onSystemChange={() => undefined}
      />,
    );
    expect(screen.getByText('No technical data in this system of units.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Metric' })).toBeTruthy();
  });

  it('shows nothing for a product without technical data', () => {
    const { container } = renderWithMessages(
      <TechnicalData specifications={[]} system="Metric" onSystemChange={() => undefined} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
