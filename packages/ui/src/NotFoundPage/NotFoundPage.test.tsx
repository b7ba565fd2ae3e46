import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { NotFoundPage } from './NotFoundPage';

describe('given an unknown path', () => {
  it('says "Page not found: {path}" with the path, escaped as text', () => {
    renderWithMessages(<NotFoundPage path="/en/<b>nope</b>" homeHref="/en" />);
    expect(screen.getByText('Page not found: /en/<b>nope</b>')).toBeTruthy();
  });

  it('links back to the home page', () => {
    renderWithMessages(<NotFoundPage path="/x" homeHref="/de" />, 'de');
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe(
      '/de',
    );
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<NotFoundPage path="/x" homeHref="/en" />);
    await expectAccessible(container);
  });
});

describe('given a known site', () => {
  it('offers a search form that asks the search page by its address, without script', () => {
    renderWithMessages(<NotFoundPage path="/en/x" homeHref="/en" searchAction="/en/search" />);
    const form = screen.getByRole('search', {
      name: 'Looking for something else? Search the site.',
    });
    expect(form.getAttribute('action')).toBe('/en/search');
    expect(form.getAttribute('method')).toBeNull();
    const input = screen.getByRole('searchbox', { name: 'Search the site' });
    expect(input.getAttribute('name')).toBe('q');
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
  });

  it('speaks German on a German page', () => {
    renderWithMessages(
      <NotFoundPage path="/de/x" homeHref="/de" searchAction="/de/search" />,
      'de',
    );
    expect(
      screen.getByRole('search', {
        name: 'Suchen Sie etwas anderes? Durchsuchen Sie die Website.',
      }),
    ).toBeTruthy();
  });

  it('has no serious accessibility violation with the search form', async () => {
    const { container } = renderWithMessages(
      <NotFoundPage path="/x" homeHref="/en" searchAction="/en/search" />,
    );
    await expectAccessible(container);
  });
});

describe('given no known site', () => {
  it('offers no search form', () => {
    renderWithMessages(<NotFoundPage path="/x" homeHref="/" />);
    expect(screen.queryByRole('search')).toBeNull();
  });
});
