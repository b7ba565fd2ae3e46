import type { PageView } from '@kmx/domain/view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';
import { breadcrumbTitles, payloadAt, viewAt } from '../test-support/payload-views';

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

const payloadOf = (path: string) => payloadAt(server.url, path);
const viewOf = <Kind extends PageView['kind']>(path: string, kind: Kind) =>
  viewAt(server.url, path, kind);
const crumbs = breadcrumbTitles;

const slugs = (stories: readonly { readonly slug: string }[]) => stories.map((story) => story.slug);

describe('the stories overview', () => {
  it('lists every story newest first, with categories, authors and no filter', async () => {
    const view = await viewOf('/en/stories/_payload.json', 'stories');
    expect(view.stories).toHaveLength(22);
    expect(view.stories[0]?.slug).toBe('one-cut-thirty-thousand-times');
    expect(view.categories.map((category) => category.key)).toContain('know-how');
    expect(view.authors.map((author) => author.slug)).toContain('lena-brunner');
    expect(view.filter).toEqual({ category: null, videosOnly: false, authorSlug: null });
    expect(view.recommended).toEqual([]);
    expect(crumbs(view)).toEqual(['Home', 'Stories']);
  });

  it('filters by category, keeping the newest others as recommended reads', async () => {
    const view = await viewOf('/en/stories/_payload.json?category=know-how', 'stories');
    expect(view.filter.category).toBe('know-how');
    expect(view.stories.length).toBeGreaterThan(0);
    expect(view.stories.every((story) => story.categoryKey === 'know-how')).toBe(true);
    expect(view.recommended).toHaveLength(3);
    for (const story of view.recommended) expect(slugs(view.stories)).not.toContain(story.slug);
  });

  it('filters by videos only', async () => {
    const view = await viewOf('/en/stories/_payload.json?videos=true', 'stories');
    expect(view.filter.videosOnly).toBe(true);
    expect(view.stories.length).toBeGreaterThan(0);
    expect(view.stories.every((story) => story.hasVideo)).toBe(true);
  });

  it('filters by author, and by all three at once', async () => {
    const byAuthor = await viewOf('/en/stories/_payload.json?author=marco-vettori', 'stories');
    expect(byAuthor.stories.length).toBeGreaterThan(0);
    expect(
      byAuthor.stories.every((story) =>
        story.storyContacts.some((contact) => contact.slug === 'marco-vettori'),
      ),
    ).toBe(true);
    const all = await viewOf(
      '/en/stories/_payload.json?category=know-how&videos=true&author=marco-vettori',
      'stories',
    );
    expect(slugs(all.stories)).toEqual([
      'ten-metres-of-wire-per-second',
      'crimp-height-explained',
      'learning-to-crimp-in-virtual-reality',
    ]);
  });

  it('ignores an unknown or malformed filter value', async () => {
    const view = await viewOf(
      '/en/stories/_payload.json?category=gossip&author[x]=1&videos=maybe',
      'stories',
    );
    expect(view.filter).toEqual({ category: null, videosOnly: false, authorSlug: null });
    expect(view.stories).toHaveLength(22);
  });

  it('keeps the ui’s heading and texts, as no CMS page lives at /stories in the sandbox', async () => {
    const english = await payloadOf('/en/stories/_payload.json');
    expect(english.head.title).toMatch(/^Stories \| /);
    expect(english.head.description).toBe(
      'Stories about our machines, our customers and the people behind them.',
    );
    expect(english.view.kind === 'stories' && english.view.intro).toBeNull();
    const german = await payloadOf('/de/stories/_payload.json?videos=true');
    expect(german.head.title).toMatch(/^Geschichten \| /);
    expect(german.head.description).toBe(
      'Geschichten über unsere Maschinen, unsere Kunden und die Menschen dahinter.',
    );
    expect(german.view.kind === 'stories' && german.view.intro).toBeNull();
    const html = await (await get('/de/stories')).text();
    expect(html).toContain('<h1>Geschichten</h1>');
  });

  it('is German in German', async () => {
    const view = await viewOf('/de/stories/_payload.json', 'stories');
    expect(view.categories.map((category) => category.name)).toContain('Nachhaltigkeit');
    expect(crumbs(view).at(-1)).toBe('Geschichten');
  });

  it('keeps a filtered view out of the page cache, the plain one in it', async () => {
    await (await get('/en/stories?cache=clear')).text();
    const plain = await get('/en/stories');
    await plain.text();
    expect(plain.headers.get('x-page-cache')).toBe('hit');
    await (await get('/en/stories?videos=true')).text();
    const filtered = await get('/en/stories?videos=true');
    const html = await filtered.text();
    expect(filtered.headers.get('x-page-cache')).not.toBe('hit');
    expect(html).toContain('Back to all stories');
    const again = await get('/en/stories');
    expect(await again.text()).not.toContain('Back to all stories');
  });
});

describe('a story', () => {
  it('shows the story, sanitised, with an article head and three other stories', async () => {
    const payload = await payloadOf('/en/stories/one-cut-thirty-thousand-times/_payload.json');
    expect(payload.status).toBe(200);
    expect(payload.head.openGraph.type).toBe('article');
    expect(payload.head.title).toContain('One cut, thirty thousand times a day');
    expect(payload.head.openGraph.image).not.toBeNull();
    const { view } = payload;
    if (view.kind !== 'story') throw new Error(view.kind);
    expect(view.story.body).toContain('<p>');
    expect(view.story.video?.url).toContain('.mp4');
    expect(view.recommended).toHaveLength(3);
    expect(slugs(view.recommended)).not.toContain('one-cut-thirty-thousand-times');
    expect(crumbs(view)).toEqual(['Home', 'Stories', 'One cut, thirty thousand times a day']);
  });

  it('renders as HTML with its title and feedback', async () => {
    const response = await get('/en/stories/stripping-without-a-scratch');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Stripping without a scratch');
    expect(html).toContain('Was this story helpful?');
  });

  it('is a 404 for an unknown slug', async () => {
    const response = await get('/en/stories/no-such-story');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found: /en/stories/no-such-story');
  });
});

describe('the story authors', () => {
  it('lists the authors with their story counts', async () => {
    const view = await viewOf('/en/stories/contacts/_payload.json', 'story-contacts');
    expect(view.authors).toHaveLength(6);
    expect(view.authors.every((author) => author.storyCount > 0)).toBe(true);
    expect(crumbs(view)).toEqual(['Home', 'Stories', 'Authors']);
  });

  it('shows one author and their stories', async () => {
    const view = await viewOf('/en/stories/contacts/marco-vettori/_payload.json', 'story-contact');
    expect(view.author.author.name).toBe('Marco Vettori');
    expect(view.author.stories.length).toBe(view.author.author.storyCount);
    expect(crumbs(view).at(-1)).toBe('Marco Vettori');
  });

  it('is a 404 for an unknown author', async () => {
    const response = await get('/en/stories/contacts/nobody');
    expect(response.status).toBe(404);
    await response.text();
  });
});
