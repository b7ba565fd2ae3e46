import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { ErrorPage } from './ErrorPage';

describe('given an application error in English', () => {
  it('heads the page "An unexpected error occurred" with the overline "Sorry, something went wrong"', () => {
    renderWithMessages(<ErrorPage homeHref="/en" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'An unexpected error occurred',
    );
    expect(screen.getByText('Sorry, something went wrong')).toBeTruthy();
  });

  it('has a breadcrumb of Home, a hard link to /, and the error title', () => {
    renderWithMessages(<ErrorPage homeHref="/en" />);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const home = within(breadcrumb).getByRole('link', { name: 'Home' });
    expect(home.getAttribute('href')).toBe('/');
    // "external" keeps the browser app from taking the click over: a full page load.
    expect(home.getAttribute('rel')).toBe('nofollow external');
    expect(within(breadcrumb).getByText('Error').getAttribute('aria-current')).toBe('page');
  });

  it('shows a static notice that the site is under maintenance', () => {
    renderWithMessages(<ErrorPage homeHref="/en" />);
    const notice = screen.getByRole('status', { name: 'Notice' });
    expect(notice.textContent).toContain('Maintenance');
    expect(notice.textContent).toContain('Our website is currently under maintenance.');
    expect(within(notice).queryByRole('button')).toBeNull();
  });

  it('links back to the home page', () => {
    renderWithMessages(<ErrorPage homeHref="/en" />);
    const home = screen.getByRole('link', { name: 'Back to the home page' });
    expect(home.getAttribute('href')).toBe('/en');
    expect(home.getAttribute('rel')).toBe('external');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<ErrorPage homeHref="/en" />);
    await expectAccessible(container);
  });
});

describe('given an application error in German', () => {
  it('reads every text in German', () => {
    renderWithMessages(<ErrorPage homeHref="/de" />, 'de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Ein unerwarteter Fehler ist aufgetreten',
    );
    expect(screen.getByText('Entschuldigung, da ist etwas schiefgelaufen')).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    expect(within(breadcrumb).getByRole('link', { name: 'Startseite' }).getAttribute('href')).toBe(
      '/',
    );
    expect(within(breadcrumb).getByText('Fehler')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Hinweis' }).textContent).toContain(
      'Wartungsarbeiten',
    );
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe(
      '/de',
    );
  });
});
