import { describe, expect, it } from 'vitest';
import { breadcrumbTitle, breadcrumbTrail, notFoundBreadcrumbTrail } from './breadcrumb-trail';

const home = { title: 'Home', route: '/en' };

describe('the breadcrumb trail', () => {
  const trail = breadcrumbTrail(home, [
    { title: 'Company', breadcrumbOverride: null, url: '/en/company' },
    { title: 'About us', breadcrumbOverride: null, url: '/en/company/about' },
    { title: 'Team', breadcrumbOverride: null, url: '/en/company/about/team' },
  ]);

  it('starts with the home link', () => {
    expect(trail.entries[0]).toEqual({ title: 'Home', route: '/en', kind: 'home' });
  });

  it('links the items in between', () => {
    expect(trail.entries.slice(1, 3)).toEqual([
      { title: 'Company', route: '/en/company', kind: 'link' },
      { title: 'About us', route: '/en/company/about', kind: 'link' },
    ]);
  });

  it('ends with the current page, inactive', () => {
    expect(trail.entries.at(-1)).toEqual({
      title: 'Team',
      route: '/en/company/about/team',
      kind: 'current',
    });
  });

  it('shows the home icon on desktop when further items follow', () => {
    expect(trail.showHomeIconOnDesktop).toBe(true);
  });

  it('offers only a back link to the parent item on small screens', () => {
    expect(trail.mobileBackLink).toEqual({ title: 'About us', route: '/en/company/about' });
  });

  it('keeps search engines from following its links', () => {
    expect(trail.rel).toBe('nofollow');
  });
});

describe('a breadcrumb trail with one page below home', () => {
  const trail = breadcrumbTrail(home, [
    { title: 'Stories', breadcrumbOverride: null, url: '/en/stories' },
  ]);

  it('marks that page as the current one', () => {
    expect(trail.entries.map((entry) => entry.kind)).toEqual(['home', 'current']);
  });

  it('goes back to home on small screens', () => {
    expect(trail.mobileBackLink).toEqual({ title: 'Home', route: '/en' });
  });
});

describe('a breadcrumb trail of the home page', () => {
  const trail = breadcrumbTrail(home, [
    { title: 'Home page', breadcrumbOverride: null, url: '/en/' },
  ]);

  it('holds only the home link, since the home item is the home link', () => {
    expect(trail.entries).toEqual([{ title: 'Home', route: '/en', kind: 'home' }]);
  });

  it('shows no home icon on desktop', () => {
    expect(trail.showHomeIconOnDesktop).toBe(false);
  });

  it('has no back link on small screens', () => {
    expect(trail.mobileBackLink).toBeNull();
  });
});

describe('breadcrumb titles', () => {
  it('are cleaned of markup before display', () => {
    const trail = breadcrumbTrail({ title: '<b>Home</b>', route: '/' }, [
      { title: 'R&amp;D <em>lab</em>', breadcrumbOverride: null, url: '/rd' },
    ]);
    expect(trail.entries.map((entry) => entry.title)).toEqual(['Home', 'R&D lab']);
  });

  it('take the breadcrumb override instead of the title', () => {
    expect(breadcrumbTitle({ title: 'About the company', breadcrumbOverride: 'About' })).toBe(
      'About',
    );
  });

  it('keep the title when the override has no text', () => {
    expect(breadcrumbTitle({ title: 'About', breadcrumbOverride: ' <br> ' })).toBe('About');
    expect(breadcrumbTitle({ title: 'About', breadcrumbOverride: null })).toBe('About');
  });
});

describe('the breadcrumb trail of an unknown page', () => {
  it('is Home then 404', () => {
    const trail = notFoundBreadcrumbTrail(home, '/en/nowhere');
    expect(trail.entries).toEqual([
      { title: 'Home', route: '/en', kind: 'home' },
      { title: '404', route: '/en/nowhere', kind: 'current' },
    ]);
  });

  it('is Home then 404 even at the home address', () => {
    const trail = notFoundBreadcrumbTrail(home, '/en');
    expect(trail.entries.map((entry) => entry.title)).toEqual(['Home', '404']);
  });
});
