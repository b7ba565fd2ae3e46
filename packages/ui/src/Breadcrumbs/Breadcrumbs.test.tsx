import { breadcrumbTrail, notFoundBreadcrumbTrail } from '@kmx/domain/navigation';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleFrame } from '../examples';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { Breadcrumbs } from './Breadcrumbs';

const home = { title: 'Home', route: '/en' };
const deepTrail = breadcrumbTrail(home, [
  { title: 'Company', breadcrumbOverride: null, url: '/en/company' },
  { title: 'History', breadcrumbOverride: null, url: '/en/company/history' },
  { title: 'Milestones', breadcrumbOverride: null, url: '/en/company/history/milestones' },
]);

describe('given the trail of a deep content page', () => {
  it('is a labelled navigation with an ordered list of every crumb', () => {
    renderWithMessages(<Breadcrumbs trail={deepTrail} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.querySelector('ol')).not.toBeNull();
    expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
  });

  it('starts with a home icon link named "Home"', () => {
    renderWithMessages(<Breadcrumbs trail={deepTrail} />);
    const homeLink = screen.getByRole('link', { name: 'Home' });
    expect(homeLink.getAttribute('href')).toBe('/en');
    expect(homeLink.querySelector('svg')).not.toBeNull();
    expect(homeLink.closest('li')?.className).not.toContain('home-alone');
  });

  it('links the later items, not followed by search engines', () => {
    renderWithMessages(<Breadcrumbs trail={deepTrail} />);
    const list = screen.getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en',
      '/en/company',
      '/en/company/history',
    ]);
    for (const link of links) expect(link.getAttribute('rel')).toBe('nofollow');
  });

  it('shows the last item inactive and marked as the current page', () => {
    renderWithMessages(<Breadcrumbs trail={deepTrail} />);
    const current = screen.getByText('Milestones');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.closest('a')).toBeNull();
  });

  it('offers a back link to the parent for small screens', () => {
    renderWithMessages(<Breadcrumbs trail={deepTrail} />);
    const back = screen.getByRole('link', { name: 'Back to History' });
    expect(back.getAttribute('href')).toBe('/en/company/history');
    expect(back.getAttribute('rel')).toBe('nofollow');
    expect(back.className).toBe('breadcrumbs__back');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<Breadcrumbs trail={deepTrail} />);
    await expectAccessible(container);
  });
});

describe('given a title with markup in the navigation', () => {
  it('shows the title cleaned of markup', () => {
    const trail = breadcrumbTrail(home, [
      { title: '<b>Invest</b>ors', breadcrumbOverride: null, url: '/en/investors' },
    ]);
    renderWithMessages(<Breadcrumbs trail={trail} />);
    expect(screen.getByText('Investors').getAttribute('aria-current')).toBe('page');
  });
});

describe('given the home page alone', () => {
  it('marks the home icon to be hidden on desktop and has no back link', () => {
    renderWithMessages(<Breadcrumbs trail={breadcrumbTrail(home, [])} />);
    const homeLink = screen.getByRole('link', { name: 'Home' });
    expect(homeLink.closest('li')?.className).toContain('breadcrumbs__item--home-alone');
    expect(screen.queryByRole('link', { name: /Back to/ })).toBeNull();
  });
});

describe('given an unknown page', () => {
  it('shows Home then 404, with a back link home', () => {
    renderWithMessages(<Breadcrumbs trail={notFoundBreadcrumbTrail(home, '/en/nope')} />);
    expect(screen.getByText('404').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/en');
  });
});

describe('given an empty trail', () => {
  it('renders nothing', () => {
    const { container } = renderWithMessages(
      <Breadcrumbs trail={{ ...exampleFrame.breadcrumbs, entries: [], mobileBackLink: null }} />,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('given German texts', () => {
  it('names the home link and the back link in German', () => {
    renderWithMessages(<Breadcrumbs trail={exampleFrame.breadcrumbs} />, 'de');
    expect(screen.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Startseite' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zu Company' })).toBeTruthy();
  });
});

describe('given hard links', () => {
  it('marks every link for a full page load, still not followed by search engines', () => {
    const { container } = renderWithMessages(<Breadcrumbs trail={deepTrail} hardLinks />);
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('rel')).toBe('nofollow external');
    }
  });
});
