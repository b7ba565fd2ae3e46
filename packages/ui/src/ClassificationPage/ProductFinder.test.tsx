import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleClassificationView } from '../examples/catalogue-examples';
import {
  exampleCatalogueRootView,
  exampleEmptyFinderView,
  exampleNarrowedCatalogueRootView,
} from '../examples/finder-examples';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { ClassificationPage } from './ClassificationPage';

describe('the catalogue root’s product finder (issue 20)', () => {
  it('is a GET form to the root’s own address with a classification and a capability', () => {
    renderWithMessages(<ClassificationPage view={exampleCatalogueRootView} />);
    const form = screen.getByRole('search', { name: 'Find a product' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/en-ch/products');
    const family = within(form).getByRole('combobox', { name: 'Product family' });
    expect(family.getAttribute('name')).toBe('classification');
    expect(
      within(family)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All',
      'Wire processing',
      '\u00a0\u00a0Cut and strip',
      '\u00a0\u00a0Crimping',
      'Quality assurance',
    ]);
    expect(within(form).getByRole('combobox', { name: 'Capability' }).getAttribute('name')).toBe(
      'capability',
    );
    expect(within(form).getByRole('button', { name: 'Show products' })).toBeTruthy();
  });

  it('heads the list sensibly, not “Products in Products”, and says which products show', () => {
    renderWithMessages(<ClassificationPage view={exampleCatalogueRootView} />);
    expect(screen.queryByText('Products in Products')).toBeNull();
    expect(screen.getByRole('region', { name: 'All products' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('13–15 of 27 products');
  });

  it('links every page by address, the current one marked, with previous and next', () => {
    renderWithMessages(<ClassificationPage view={exampleCatalogueRootView} />);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    const links = within(pages).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Previous page', '/en-ch/products'],
      ['1', '/en-ch/products'],
      ['2', '/en-ch/products?page=2'],
      ['3', '/en-ch/products?page=3'],
      ['Next page', '/en-ch/products?page=3'],
    ]);
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('keeps the choice in the form and offers to clear it', () => {
    renderWithMessages(<ClassificationPage view={exampleNarrowedCatalogueRootView} />);
    expect(
      (screen.getByRole('combobox', { name: 'Product family' }) as HTMLSelectElement).value,
    ).toBe('cut-and-strip');
    expect((screen.getByRole('combobox', { name: 'Capability' }) as HTMLSelectElement).value).toBe(
      'wire-stripping',
    );
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe(
      '/en-ch/products',
    );
    expect(screen.getByRole('region', { name: 'Matching products' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('says so when nothing matches, instead of the empty catalogue’s text', () => {
    renderWithMessages(<ClassificationPage view={exampleEmptyFinderView} />);
    expect(screen.getByRole('status').textContent).toBe('No product matches these filters.');
  });

  it('speaks German', () => {
    renderWithMessages(<ClassificationPage view={exampleCatalogueRootView} />, 'de');
    expect(screen.getByRole('search', { name: 'Produkt finden' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Seiten' })).toBeTruthy();
  });

  it('leaves other classifications as they were', () => {
    renderWithMessages(<ClassificationPage view={exampleClassificationView} />);
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByRole('region', { name: 'Products in Wire processing' })).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithMessages(
      <ClassificationPage view={exampleCatalogueRootView} />,
    );
    await expectAccessible(container);
  });
});
