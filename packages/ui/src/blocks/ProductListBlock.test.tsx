import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleProductListBlock } from '../examples/example-blocks';
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

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <BlockSettingsProvider settings={withLinks}>
        <ProductListBlock block={exampleProductListBlock} />
      </BlockSettingsProvider>,
    );
    await expectAccessible(container);
  });
});
