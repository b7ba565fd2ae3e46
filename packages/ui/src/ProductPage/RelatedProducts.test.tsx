import { comparisonBasketStorageKey, parseStoredBasket } from '@kmx/domain/comparison';
import { exampleComparisonServices, exampleProductPageProduct } from '@kmx/ui/examples';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteServicesProvider } from '../site-services/SiteServicesProvider';
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

  it('offers to compare related products and components, but not services (spec 3.7)', async () => {
    const services = exampleComparisonServices();
    const { container } = renderWithMessages(
      <SiteServicesProvider services={services}>
        <RelatedProducts items={exampleProductPageProduct.relatedItems} linkContext={linkContext} />
      </SiteServicesProvider>,
    );
    const related = screen.getByRole('region', { name: 'Related products' });
    const components = screen.getByRole('region', { name: 'Components' });
    const serviceGroup = screen.getByRole('region', { name: 'Services' });
    expect(within(serviceGroup).queryByRole('button')).toBeNull();
    expect(within(components).getByRole('button', { name: 'Compare Blade set V' })).toBeTruthy();
    fireEvent.click(within(related).getByRole('button', { name: 'Compare Cutter 455' }));
    const basket = parseStoredBasket(services.stored.get(comparisonBasketStorageKey));
    expect(basket.groups).toEqual([
      {
        classificationSlug: 'cutting',
        products: [expect.objectContaining({ slug: 'cutter-455', name: 'Cutter 455' })],
      },
    ]);
    await expectAccessible(container);
  });

  it('offers no comparison for an entry without a classification or with a service id', () => {
    const [related] = exampleProductPageProduct.relatedItems;
    if (related === undefined) throw new Error('example has a related item');
    renderWithMessages(
      <RelatedProducts
        items={[
          { ...related, product: { ...related.product, classificationSlug: null } },
          {
            ...related,
            product: { ...related.product, slug: 'care', name: 'Care', serviceId: 'svc-1' },
          },
        ]}
        linkContext={linkContext}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing without related items', () => {
    const { container } = renderWithMessages(
      <RelatedProducts items={[]} linkContext={linkContext} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
