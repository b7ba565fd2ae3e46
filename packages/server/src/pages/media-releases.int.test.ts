import type { PageView } from '@kmx/domain/view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';
import { breadcrumbTitles, pageAt, viewAt } from '../test-support/payload-views';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }), { clientDirectory });
});

afterAll(() => server.close());

function get(path: string): Promise<Response> {
  return fetch(`${server.url}${path}`, { redirect: 'manual' });
}

const pageOf = <Kind extends PageView['kind']>(path: string, kind: Kind) =>
  pageAt(server.url, path, kind);
const viewOf = <Kind extends PageView['kind']>(path: string, kind: Kind) =>
  viewAt(server.url, path, kind);

describe('the media releases list', () => {
  it('lists every release newest first, ad hoc ones flagged, under Home > Media releases', async () => {
    const { page, view } = await pageOf('/en/media-releases/_payload.json', 'media-releases');
    expect(view.releases.length).toBeGreaterThan(1);
    const dates = view.releases.map((release) => release.publicationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(view.releases.find((r) => r.slug === 'annual-results-2024')?.adhoc).toBe(true);
    expect(view.releases.find((r) => r.slug === 'new-crimp-centre-generation')?.adhoc).toBe(false);
    expect(breadcrumbTitles(view)).toEqual(['Home', 'Media releases']);
    expect(page.head.title).toContain('Media releases');
  });

  it('renders the list as HTML with the ad hoc mark and links to the releases', async () => {
    const response = await get('/en/media-releases');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Komax reports annual results 2024');
    expect(html).toContain('Ad hoc announcement');
    expect(html).toContain('href="/en/media-releases/annual-results-2024"');
  });

  it('reads German', async () => {
    const view = await viewOf('/de/media-releases/_payload.json', 'media-releases');
    expect(view.releases.map((r) => r.title)).toContain('Komax legt Jahresergebnis 2024 vor');
    expect(view.frame.breadcrumbs.entries.at(-1)?.title).toBe('Medienmitteilungen');
  });
});

describe('the media releases list headed by its CMS page (spec 3.2)', () => {
  it('takes heading, head title, description and intro from the page at its address', async () => {
    const { page, view } = await pageOf('/en/media-releases/_payload.json', 'media-releases');
    expect(page.head.title).toMatch(/^Media releases \| /);
    expect(page.head.description).toBe('News and ad hoc announcements of the Komax group.');
    expect(view.intro?.title).toBe('Media releases');
    expect(view.intro?.contentLanguage).toBe('en');
    expect(view.intro?.blocks).toEqual([
      {
        id: 'media-releases-intro',
        type: 'RichText',
        html: '<p>Our media releases and ad hoc announcements, newest first.</p>',
      },
    ]);
  });

  it('renders the intro above the list, in place of the ui’s lead', async () => {
    const html = await (await get('/en/media-releases')).text();
    expect(html).toMatch(/<h1 class="media-releases__title" lang="en">Media releases<\/h1>/);
    const intro = html.indexOf('Our media releases and ad hoc announcements, newest first.');
    expect(intro).toBeGreaterThan(0);
    expect(intro).toBeLessThan(html.indexOf('Komax reports annual results 2024'));
    expect(html).not.toContain('Announcements and ad hoc disclosures, newest first.');
  });

  it('is German in German', async () => {
    const { page, view } = await pageOf('/de/media-releases/_payload.json', 'media-releases');
    expect(page.head.title).toMatch(/^Medienmitteilungen \| /);
    expect(page.head.description).toBe('Neuigkeiten und Ad-hoc-Mitteilungen der Komax Gruppe.');
    expect(view.intro?.title).toBe('Medienmitteilungen');
    expect(view.intro?.contentLanguage).toBe('de');
    const html = await (await get('/de/media-releases')).text();
    expect(html).toContain(
      'Unsere Medienmitteilungen und Ad-hoc-Mitteilungen, die neuesten zuerst.',
    );
  });

  it('stays in the page cache', async () => {
    await (await get('/en/media-releases?cache=clear')).text();
    const again = await get('/en/media-releases');
    await again.text();
    expect(again.headers.get('x-page-cache')).toBe('hit');
  });
});

describe('a media release', () => {
  it('shows its title, lead and sanitised body as an article', async () => {
    const { page, view } = await pageOf(
      '/en/media-releases/annual-results-2024/_payload.json',
      'media-release',
    );
    expect(view.release.title).toBe('Komax reports annual results 2024');
    expect(view.release.adhoc).toBe(true);
    expect(view.release.body).toContain('<p>Komax Holding AG closed the 2024 financial year');
    expect(page.head.openGraph.type).toBe('article');
    expect(breadcrumbTitles(view)).toEqual([
      'Home',
      'Media releases',
      'Komax reports annual results 2024',
    ]);
  });

  it('renders as HTML with a link back to the list', async () => {
    const response = await get('/en/media-releases/new-crimp-centre-generation');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('A new generation of crimp centres');
    expect(html).toContain('All media releases');
  });

  it.each(['no-such-release', '%3Cscript%3E', 'x'.repeat(300)])(
    'is a 404 page for the unknown slug %s',
    async (slug) => {
      const response = await get(`/en/media-releases/${slug}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<script>alert');
    },
  );
});
