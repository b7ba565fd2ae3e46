import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleProductListBlock } from '../examples/example-blocks';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { BlockSettingsProvider, defaultBlockSettings } from './BlockSettings';
import { ProductListBlock } from './ProductListBlock';

describe('given a product list', () => {
  it('links each product to /products/{slug} in the visitor locale and site', () => {
    renderWithMessages(
      <BlockSettingsProvider
        settings={{
          ...defaultBlockSettings,
          linkContext: { localeCode: 'de', siteSlug: 'events' },
        }}
      >
        <ProductListBlock block={exampleProductListBlock} />
      </BlockSettingsProvider>,
    );
    expect(
      screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Cutter 355', '/de/events/products/cutter-355'],
      ['Stripper 480', '/de/events/products/stripper-480'],
      ['Zeta 650', '/de/events/products/zeta-650'],
    ]);
  });

  it('names products by their catalogue names when the page has them', () => {
    renderWithMessages(
      <BlockSettingsProvider
        settings={{ ...defaultBlockSettings, productNames: { 'zeta-650': 'Zeta 650 Plus' } }}
      >
        <ProductListBlock block={exampleProductListBlock} />
      </BlockSettingsProvider>,
    );
    expect(screen.getByRole('link', { name: 'Zeta 650 Plus' })).toBeTruthy();
  });

  it('is a titled list, and nothing without products', () => {
    const { unmount } = renderWithMessages(<ProductListBlock block={exampleProductListBlock} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Machines for this task');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    unmount();
    const { container } = renderWithMessages(
      <ProductListBlock block={{ ...exampleProductListBlock, productSlugs: [] }} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<ProductListBlock block={exampleProductListBlock} />);
    await expectAccessible(container);
  });
});
