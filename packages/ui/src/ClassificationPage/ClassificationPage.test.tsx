import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  exampleClassificationView,
  exampleEmptyClassificationView,
} from '../examples/catalogue-examples';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { ClassificationPage } from './ClassificationPage';

describe('given a classification with children and products', () => {
  it('shows its name and description as the page title', () => {
    renderWithMessages(<ClassificationPage view={exampleClassificationView} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wire processing');
    expect(screen.getByText(/Machines that cut, strip, crimp and seal/)).toBeTruthy();
  });

  it('links each child classification in the visitor locale, its picture at 480 and 1200', () => {
    renderWithMessages(<ClassificationPage view={exampleClassificationView} />);
    const section = screen.getByRole('region', { name: 'Categories' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Cut and strip', '/en-ch/products/wire-processing/cut-and-strip'],
      ['Crimping', '/en-ch/products/wire-processing/crimping'],
    ]);
    const image = links[0]?.querySelector('img');
    expect(image?.getAttribute('srcset') ?? image?.getAttribute('src')).toContain(
      'cutting-machine',
    );
  });

  it('lists the products as cards with brand, text, link and a comparison button', () => {
    renderWithMessages(<ClassificationPage view={exampleClassificationView} />);
    const section = screen.getByRole('region', { name: 'Products in Wire processing' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(
      within(section).getByRole('link', { name: 'PowerStrip 9550' }).getAttribute('href'),
    ).toBe('/en-ch/products/wire-processing/cut-and-strip/powerstrip-9550');
    expect(within(section).getByText('Brand: Schleuniger')).toBeTruthy();
    expect(within(section).getAllByRole('button')).toHaveLength(3);
  });

  it('offers no comparison for services', () => {
    renderWithMessages(
      <ClassificationPage view={{ ...exampleClassificationView, catalogue: 'services' }} />,
    );
    expect(screen.getByRole('region', { name: 'Services in Wire processing' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('speaks German', () => {
    renderWithMessages(<ClassificationPage view={exampleClassificationView} />, 'de');
    expect(screen.getByRole('region', { name: 'Kategorien' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Produkte in Wire processing' })).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <ClassificationPage view={exampleClassificationView} />,
    );
    await expectAccessible(container);
  });
});

describe('given a classification with nothing offered in the country', () => {
  it('says so instead of empty lists', () => {
    renderWithMessages(<ClassificationPage view={exampleEmptyClassificationView} />);
    expect(
      screen.getByText('There is nothing in this category for your country yet.'),
    ).toBeTruthy();
    expect(screen.queryAllByRole('list')).toHaveLength(0);
  });
});
