import { exampleProductPageProduct } from '@kmx/ui/examples';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { ProductVariants } from './ProductVariants';

const { variants } = exampleProductPageProduct;

function Harness({ system }: { readonly system: 'Metric' | 'Imperial' }) {
  const [variantId, setVariantId] = useState<string | null>(null);
  return (
    <ProductVariants
      variants={variants}
      system={system}
      variantId={variantId}
      onVariantChange={setVariantId}
    />
  );
}

describe('ProductVariants (spec public-site 2.5, 3.6)', () => {
  it('shows the first variant, and the chosen one after a choice', async () => {
    const { container } = renderWithMessages(<Harness system="Metric" />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Cutter 355 S – up to 2.5 mm²' }),
    ).toBeTruthy();
    expect(screen.getByText('0.13–2.5 mm²')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Variant'), { target: { value: 'cutter-355-hd' } });
    expect(
      screen.getByRole('heading', { level: 3, name: 'Cutter 355 HD – up to 6 mm²' }),
    ).toBeTruthy();
    expect(screen.getByText('0.5–6 mm²')).toBeTruthy();
    expect(screen.getByText('7,500 pcs/h')).toBeTruthy();
    await expectAccessible(container);
  });

  it('names variants and shows figures in the imperial system', () => {
    renderWithMessages(<Harness system="Imperial" />);
    expect(screen.getByRole('option', { name: 'Cutter 355 HD – up to 10 AWG' })).toBeTruthy();
    expect(screen.getByText('26–14 AWG')).toBeTruthy();
    expect(screen.queryByText('0.13–2.5 mm²')).toBeNull();
  });

  it('shows nothing without variants', () => {
    const { container } = renderWithMessages(
      <ProductVariants
        variants={[]}
        system="Metric"
        variantId={null}
        onVariantChange={() => undefined}
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});
