import { exampleProductPageProduct } from '@kmx/ui/examples';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { ProductGallery } from './ProductGallery';

const { images } = exampleProductPageProduct;

function mainImage(container: HTMLElement) {
  return container.querySelector('.product-gallery__main img');
}

describe('ProductGallery (spec public-site 3.6, 9)', () => {
  it('shows the first (default) image at gallery size, and another one on choice', async () => {
    const { container } = renderWithMessages(
      <ProductGallery images={images} productName="Cutter 355" />,
    );
    expect(mainImage(container)?.getAttribute('alt')).toBe('Cutter 355, front view');
    expect(mainImage(container)?.getAttribute('width')).toBe('480');
    const second = screen.getByRole('button', { name: 'Show picture 2 of 3: Cutter 355, detail' });
    fireEvent.click(second);
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(mainImage(container)?.getAttribute('alt')).toBe('Cutter 355, detail');
    await expectAccessible(container);
  });

  it('shows the placeholder, named after the product, when there is no image', () => {
    const { container } = renderWithMessages(
      <ProductGallery images={[]} productName="Cutter 355" />,
    );
    expect(mainImage(container)?.getAttribute('alt')).toBe('Cutter 355');
    expect(mainImage(container)?.getAttribute('src')).toMatch(/^\/images\/placeholder\.svg\?/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
