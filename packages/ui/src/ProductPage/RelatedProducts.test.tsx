import { exampleProductPageProduct } from '@kmx/ui/examples';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { RelatedProducts } from './RelatedProducts';

const linkContext = { localeCode: 'de-ch', siteSlug: 'group' };

describe('RelatedProducts (spec public-site 3.6)', () => {
  it('groups items by type and links each to its localised page', async () => {
    const { container } = renderWithMessages(
      <RelatedProducts items={exampleProductPageProduct.relatedItems} linkContext={linkContext} />,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Related products', 'Components', 'Services']);
    const components = screen.getByRole('region', { name: 'Components' });
    expect(within(components).getByRole('link', { name: 'Blade set V' }).getAttribute('href')).toBe(
      '/de-ch/group/products/components/blades/blade-set-v',
    );
    await expectAccessible(container);
  });

  it('leaves out groups without items and hides the group brand', () => {
    const [related] = exampleProductPageProduct.relatedItems;
    if (related === undefined) throw new Error('example has a related item');
    renderWithMessages(
      <RelatedProducts
        items={[
          {
            ...related,
            product: {
              ...related.product,
              brand: { id: 'brand-komax-group', name: 'Komax', imageUrl: null },
            },
          },
          {
            ...related,
            product: {
              ...related.product,
              slug: 'x',
              brand: { id: 'b', name: 'Artos', imageUrl: null },
            },
          },
        ]}
        linkContext={linkContext}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.queryByText('Komax')).toBeNull();
    expect(screen.getByText('Artos')).toBeTruthy();
  });

  it('shows nothing without related items', () => {
    const { container } = renderWithMessages(
      <RelatedProducts items={[]} linkContext={linkContext} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
