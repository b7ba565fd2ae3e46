import type { SearchResults } from '@kmx/domain/content';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { exampleSearchRecords, exampleSearchServices } from '../examples/search-examples';
import type { SiteServices } from '../site-services/SiteServices';
import { SiteServicesProvider } from '../site-services/SiteServicesProvider';
import { MessagesProvider } from '../i18n/MessagesProvider';
import { messagesFor } from '../i18n/messages-for';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { SiteSearch } from './SiteSearch';

function renderSearch(services: SiteServices | null, language = 'en') {
  return renderWithMessages(
    <SiteServicesProvider services={services}>
      <SiteSearch localeCode={language === 'de' ? 'de-CH' : 'en'} siteSlug={null} />
    </SiteServicesProvider>,
    language,
  );
}

function open(name = 'Search') {
  const button = screen.getByRole('button', { name });
  // A click focuses the button in a browser; the test's click does not.
  button.focus();
  fireEvent.click(button);
  return screen.getByRole('combobox');
}

function submit(input: HTMLElement, query: string) {
  fireEvent.change(input, { target: { value: query } });
  fireEvent.submit(input.closest('form') as HTMLFormElement);
}

describe('the site search before the site services are there (server, hydration)', () => {
  it('draws the search button and no dialog', () => {
    renderSearch(null);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no serious accessibility violation, closed and then open', async () => {
    const { container } = renderSearch(exampleSearchServices());
    await expectAccessible(container);
    open();
    await expectAccessible(container);
  });
});

describe('opening the site search', () => {
  it('shows a modal dialog with the input focused and the spec placeholder', () => {
    renderSearch(exampleSearchServices());
    const input = open();
    expect(screen.getByRole('dialog', { name: 'Site search' })).toBeTruthy();
    expect(input.getAttribute('placeholder')).toBe('What are you looking for?');
    expect(document.activeElement).toBe(input);
  });

  it('is in German with the German placeholder', () => {
    renderSearch(exampleSearchServices(), 'de');
    const input = open('Suche');
    expect(input.getAttribute('placeholder')).toBe('Wonach suchen Sie?');
  });

  it('closes on Escape and gives focus back to the search button', async () => {
    renderSearch(exampleSearchServices());
    const input = open();
    fireEvent.keyDown(input, { key: 'Escape' });
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
  });
});

describe('suggestions while typing', () => {
  it('are asked for after a pause, from two characters on, and listed as options', async () => {
    const services = exampleSearchServices();
    const suggest = vi.spyOn(services, 'suggest');
    renderSearch(services);
    const input = open();
    fireEvent.change(input, { target: { value: 'w' } });
    fireEvent.change(input, { target: { value: 'wi' } });
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenCalledWith({ localeCode: 'en', siteSlug: null, query: 'wi' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['wire', 'wire harness', 'wire processing']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('are not asked for one character', async () => {
    const services = exampleSearchServices();
    const suggest = vi.spyOn(services, 'suggest');
    renderSearch(services);
    vi.useFakeTimers();
    try {
      fireEvent.change(open(), { target: { value: 'w' } });
      // Well past the pause after which two characters are asked for.
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(suggest).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('are chosen with the arrow keys and Enter, which searches the choice', async () => {
    const services = exampleSearchServices();
    const search = vi.spyOn(services, 'search');
    renderSearch(services);
    const input = open();
    fireEvent.change(input, { target: { value: 'wire' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    const active = screen.getByRole('option', { selected: true });
    expect(active.textContent).toBe('wire harness');
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((input as HTMLInputElement).value).toBe('wire harness');
    expect(search).toHaveBeenCalledWith({
      localeCode: 'en',
      siteSlug: null,
      query: 'wire harness',
      page: 1,
    });
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('close on a first Escape, which leaves the dialog open', async () => {
    renderSearch(exampleSearchServices());
    const input = open();
    fireEvent.change(input, { target: { value: 'wire' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('option')).toBeNull();
    expect((document.querySelector('dialog') as HTMLDialogElement).open).toBe(true);
  });

  it('ignore an answer to an older text', async () => {
    const answers: ((value: readonly string[]) => void)[] = [];
    const services: SiteServices = {
      ...exampleSearchServices(),
      suggest: () => new Promise((resolve) => answers.push(resolve)),
    };
    renderSearch(services);
    const input = open();
    fireEvent.change(input, { target: { value: 'wi' } });
    await waitFor(() => expect(answers).toHaveLength(1));
    fireEvent.change(input, { target: { value: 'wir' } });
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => {
      answers[1]?.(['wire new']);
      answers[0]?.(['stale answer']);
      await Promise.resolve();
    });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['wire new']);
  });
});

describe('search results', () => {
  it('show the query, "N results", "x–y of z", the hits and "show N more", which appends', async () => {
    renderSearch(exampleSearchServices());
    submit(open(), 'wire');
    expect(await screen.findByRole('heading', { name: 'Results for “wire”' })).toBeTruthy();
    expect(await screen.findByText('23 results')).toBeTruthy();
    expect(screen.getByText('1–10 of 23')).toBeTruthy();
    const first = exampleSearchRecords[0];
    const link = screen.getByRole('link', { name: first?.title ?? '' });
    expect(link.getAttribute('href')).toBe(first?.url);
    expect(screen.getAllByText('Product').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'show 10 more' }));
    expect(await screen.findByText('1–20 of 23')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(document.activeElement?.textContent).toBe(exampleSearchRecords[10]?.title);
    fireEvent.click(screen.getByRole('button', { name: 'show 3 more' }));
    expect(await screen.findByText('1–23 of 23')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
  });

  it('say so while the first page loads', () => {
    renderSearch(exampleSearchServices({ answer: 'pending' }));
    submit(open(), 'wire');
    expect(screen.getByText('Searching…')).toBeTruthy();
  });

  it('say nothing was found for a query without hits', async () => {
    renderSearch(exampleSearchServices({ answer: 'empty' }));
    submit(open(), 'zzz');
    expect(await screen.findByText('Nothing found for “zzz”. Try other words.')).toBeTruthy();
    expect(screen.queryByText(/results/)).toBeNull();
  });

  it('offer to try again when the search fails, and trying again can succeed', async () => {
    const working = exampleSearchServices();
    let fail = true;
    const services: SiteServices = {
      ...working,
      search: (request) => (fail ? Promise.reject(new Error('502')) : working.search(request)),
    };
    renderSearch(services);
    submit(open(), 'wire');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Search failed, try again.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('23 results')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keep only the answer to the latest query', async () => {
    const pending: { query: string; resolve: (results: SearchResults) => void }[] = [];
    const services: SiteServices = {
      ...exampleSearchServices(),
      search: ({ query }) => new Promise((resolve) => pending.push({ query, resolve })),
    };
    renderSearch(services);
    const input = open();
    submit(input, 'old');
    submit(input, 'new');
    const hit = (title: string) => ({ title, description: '', url: `/${title}` });
    await act(async () => {
      pending[1]?.resolve({ records: [hit('new hit')], total: 1, page: 1, pageSize: 10 });
      pending[0]?.resolve({ records: [hit('old hit')], total: 1, page: 1, pageSize: 10 });
      await Promise.resolve();
    });
    expect(screen.getByRole('link', { name: 'new hit' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'old hit' })).toBeNull();
    expect(screen.getByText('1 result')).toBeTruthy();
  });

  it('are in German', async () => {
    renderSearch(exampleSearchServices(), 'de');
    submit(open('Suche'), 'wire');
    expect(await screen.findByText('23 Ergebnisse')).toBeTruthy();
    expect(screen.getByText('1–10 von 23')).toBeTruthy();
    expect(screen.getByRole('button', { name: '10 weitere anzeigen' })).toBeTruthy();
  });

  it('do not search a blank query', () => {
    const services = exampleSearchServices();
    const search = vi.spyOn(services, 'search');
    renderSearch(services);
    submit(open(), '   ');
    expect(search).not.toHaveBeenCalled();
  });

  it('have no serious accessibility violations with suggestions and results', async () => {
    const { container } = renderSearch(exampleSearchServices());
    const input = open();
    submit(input, 'wire');
    await screen.findByText('23 results');
    fireEvent.change(input, { target: { value: 'wir' } });
    await screen.findByRole('listbox');
    await expectAccessible(container);
  });
});

describe('before the page has hydrated', () => {
  it('is a link to the search page, so a tap is not lost', () => {
    const html = renderToString(
      <MessagesProvider messages={messagesFor('de')}>
        <SiteSearch localeCode="de-ch" siteSlug={null} />
      </MessagesProvider>,
    );
    expect(html).toMatch(/<a class="site-search__open" href="\/de-ch\/search">/);
    expect(html).not.toContain('<button');
  });
});
