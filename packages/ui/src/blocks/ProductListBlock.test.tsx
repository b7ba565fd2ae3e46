import { comparisonBasketStorageKey, parseStoredBasket } from '@kmx/domain/comparison';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleComparisonServices } from '../examples/comparison-examples';
import { exampleProductListBlock } from '../examples/example-blocks';
import { SiteServicesProvider } from '../site-services/SiteServicesProvider';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { BlockSettingsProvider, defaultBlockSettings } from './BlockSettings';
import { ProductListBlock } from './ProductListBlock';

const swissLinks = {
  'cutter-355': {
    name: 'Cutter 355',
    href: '/de/events/products/wire-processing/cutting/cutter-355',
  },
  'stripper-480': {
    name: 'Stripper 480',
    href: '/de/events/products/wire-processing/stripping/stripper-480',
  },
  'zeta-650': { name: 'Zeta 650 Plus', href: '/de/events/products/wire-processing/zeta-650' },
};
const withLinks = { ...defaultBlockSettings, productLinks: swissLinks };

describe('given a product list', () => {
  it('links each product to its page, by its catalogue name, as the loader supplied them', () => {
    renderWithMessages(
      <BlockSettingsProvider settings={withLinks}>
        <ProductListBlock block={exampleProductListBlock} />
      </BlockSettingsProvider>,
    );
    expect(
      screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Cutter 355', '/de/events/products/wire-processing/cutting/cutter-355'],
      ['Stripper 480', '/de/events/products/wire-processing/stripping/stripper-480'],
      ['Zeta 650 Plus', '/de/events/products/wire-processing/zeta-650'],
    ]);
  });

  it('leaves out products not offered in the country (spec 5), and draws nothing without any', () => {
    const offered = Object.fromEntries(
      Object.entries(swissLinks).filter(([slug]) => slug !== 'zeta-650'),
    );
    const { unmount } = renderWithMessages(
      <BlockSettingsProvider settings={{ ...defaultBlockSettings, productLinks: offered }}>
        <ProductListBlock block={exampleProductListBlock} />
      </BlockSettingsProvider>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /Zeta/ })).toBeNull();
    unmount();
    const { container } = renderWithMessages(<ProductListBlock block={exampleProductListBlock} />);
    expect(container.innerHTML).toBe('');
  });

  it('is a titled list, and nothing without products', () => {
    const { unmount } = renderWithMessages(
      <BlockSettingsProvider settings={withLinks}>
        <ProductListBlock block={exampleProductListBlock} />
      </BlockSettingsProvider>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Machines for this task');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    unmount();
    const { container } = renderWithMessages(
      <BlockSettingsProvider settings={withLinks}>
        <ProductListBlock block={{ ...exampleProductListBlock, productSlugs: [] }} />
      </BlockSettingsProvider>,
    );
    expect(container.innerHTML).toBe('');
  });

  describe('with comparison groups from the loader (spec 3.7)', () => {
    const comparable = {
      ...defaultBlockSettings,
      productLinks: {
        'cutter-355': { ...swissLinks['cutter-355'], comparisonGroup: 'cutting' },
        // A product without a classification, or a service: no group, so no button.
        'stripper-480': swissLinks['stripper-480'],
        'zeta-650': { ...swissLinks['zeta-650'], comparisonGroup: 'wire-processing' },
      },
    };

    function renderComparable(services = exampleComparisonServices()) {
      const view = renderWithMessages(
        <SiteServicesProvider services={services}>
          <BlockSettingsProvider settings={comparable}>
            <ProductListBlock block={exampleProductListBlock} />
          </BlockSettingsProvider>
        </SiteServicesProvider>,
      );
      return { ...view, services };
    }

    it('offers to compare each product that has a group, named after it', async () => {
      const { container } = renderComparable();
      expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
        'Compare Cutter 355',
        'Compare Zeta 650 Plus',
      ]);
      expect(screen.queryByRole('button', { name: /Stripper 480/ })).toBeNull();
      await expectAccessible(container);
    });

    it('adds the product to its group with its catalogue name', () => {
      const { services } = renderComparable();
      const button = screen.getByRole('button', { name: 'Compare Zeta 650 Plus' });
      fireEvent.click(button);
      expect(button.getAttribute('aria-pressed')).toBe('true');
      const basket = parseStoredBasket(services.stored.get(comparisonBasketStorageKey));
      expect(basket.groups).toEqual([
        {
          classificationSlug: 'wire-processing',
          products: [
            expect.objectContaining({ slug: 'zeta-650', variantId: null, name: 'Zeta 650 Plus' }),
          ],
        },
      ]);
    });

    it('shows the buttons inert before hydration', () => {
      renderWithMessages(
        <BlockSettingsProvider settings={comparable}>
          <ProductListBlock block={exampleProductListBlock} />
        </BlockSettingsProvider>,
      );
      const button = screen.getByRole('button', { name: 'Compare Cutter 355' });
      expect((button as HTMLButtonElement).disabled).toBe(true);
    });
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <BlockSettingsProvider settings={withLinks}>
        <ProductListBlock block={exampleProductListBlock} />
      </BlockSettingsProvider>,
    );
    await expectAccessible(container);
  });
});
