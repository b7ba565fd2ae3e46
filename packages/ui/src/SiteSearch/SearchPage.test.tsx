import type { SearchResults } from '@kmx/domain/content';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleFrame } from '../examples';
import { exampleSearchRecords } from '../examples/search-examples';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { SearchPage, searchPageState, type SearchPageView } from './SearchPage';

const results: SearchResults = {
  records: exampleSearchRecords.slice(0, 10),
  total: exampleSearchRecords.length,
  page: 1,
  pageSize: 10,
};

function view(overrides: Partial<SearchPageView> = {}): SearchPageView {
  return {
    kind: 'search',
    language: 'en',
    homeHref: '/en-ch',
    frame: exampleFrame,
    query: 'wire',
    results,
    failed: false,
    ...overrides,
  };
}

describe('given a search page with results', () => {
  it('shows the query in a form that asks its own address, and the hits', () => {
    renderWithMessages(<SearchPage view={view()} />);
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/en-ch/search');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('wire');
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “wire”' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });

  it('links "show N more" to the address of the next page', () => {
    renderWithMessages(<SearchPage view={view()} />);
    const more = screen.getByRole('link', { name: /^show \d+ more$/ });
    expect(more.getAttribute('href')).toBe('/en-ch/search?q=wire&page=2');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<SearchPage view={view()} />);
    await expectAccessible(container);
  });
});

describe('given a search page before a search', () => {
  it('shows the empty form and no results', () => {
    renderWithMessages(<SearchPage view={view({ query: '', results: null })} />, 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Website-Suche' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});

describe('searchPageState', () => {
  it('is idle without a query, failed without results, else done with the pages listed', () => {
    expect(searchPageState(view({ query: '', results: null })).status).toBe('idle');
    expect(searchPageState(view({ results: null, failed: true })).status).toBe('failed');
    expect(searchPageState(view())).toMatchObject({
      status: 'done',
      page: 1,
      total: results.total,
    });
  });
});
