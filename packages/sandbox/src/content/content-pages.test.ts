import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type LoopbackServer } from '../http/loopback';
import { createContentService } from './content-service';

let server: LoopbackServer;

beforeAll(async () => {
  server = await listenOnLoopback(createContentService());
});

afterAll(() => server.close());

async function query(document: string, locale = 'en') {
  const response = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify({ query: document }),
  });
  return (await response.json()) as { data: Record<string, Record<string, unknown> | null> };
}

const pageFields = 'id siteId title url contentLanguage isLanguageFallback isLanguageUnavailable';

describe('pages of the sandbox content service by address', () => {
  it('serves the home page in the first language of the locale header', async () => {
    const { data } = await query(`{ page(path: "/") { ${pageFields} } }`, 'de,en');
    expect(data['page']).toMatchObject({
      title: 'Präzise Kabelverarbeitung',
      contentLanguage: 'de',
      isLanguageFallback: false,
    });
  });

  it('serves French where the page is translated', async () => {
    const { data } = await query(`{ page(path: "/company") { ${pageFields} } }`, 'fr,en');
    expect(data['page']).toMatchObject({ title: 'Entreprise', contentLanguage: 'fr' });
  });

  it('falls back to the next language of the header where French is missing, and says so', async () => {
    const { data } = await query(
      `{ page(path: "/company/history") { ${pageFields} } }`,
      'fr,de,en',
    );
    expect(data['page']).toMatchObject({
      contentLanguage: 'de',
      isLanguageFallback: true,
      isLanguageUnavailable: false,
    });
  });

  it('falls back to English last', async () => {
    const { data } = await query(`{ page(path: "/investors/share") { ${pageFields} } }`, 'ja,en');
    expect(data['page']).toMatchObject({ contentLanguage: 'en', isLanguageFallback: true });
  });

  it('answers in the source language when no language of the header exists', async () => {
    const { data } = await query(
      `{ page(path: "/", siteId: "site-wirepro-expo-2024") { ${pageFields} } }`,
      'en',
    );
    expect(data['page']).toMatchObject({
      title: 'WirePro Expo 2024 in Grafenau',
      contentLanguage: 'de',
      isLanguageFallback: true,
      isLanguageUnavailable: true,
    });
  });

  it('reads the address within the site whose id is given', async () => {
    const { data } = await query(
      `{ page(path: "/internal-2025/internal-productronica", siteId: "site-events") { ${pageFields} protection } }`,
    );
    expect(data['page']).toMatchObject({
      id: 'page-events-internal-productronica',
      siteId: 'site-events',
      url: '/internal-2025/internal-productronica',
      protection: 'password',
    });
  });

  it('reads the main site when no site is given', async () => {
    const { data } = await query(`{ page(path: "/internal-2025") { id } }`);
    expect(data['page']).toBeNull();
  });

  it('ignores stray slashes in the address', async () => {
    const { data } = await query(`{ page(path: "company//history/") { id slug } }`);
    expect(data['page']).toEqual({ id: 'page-company-history', slug: 'history' });
  });

  it('answers null for an unknown address', async () => {
    const { data } = await query('{ page(path: "/nowhere") { id } }');
    expect(data['page']).toBeNull();
  });

  it('lists the languages the page exists in', async () => {
    const { data } = await query(
      '{ page(path: "/careers") { languages translationSourceLanguage } }',
    );
    expect(data['page']).toEqual({
      languages: ['en', 'de', 'fr'],
      translationSourceLanguage: 'en',
    });
  });
});

describe('protected pages of spec 2.3', () => {
  it.each([
    ['site-productronica', '/internal'],
    ['site-events', '/internal-2025'],
    ['site-events', '/internal-2025/internal-productronica'],
    ['site-events', '/internal-2025/internal-wirepro-expo-grafenau'],
    ['site-wirepro-expo-2024', '/exhibitors-7f3a9c'],
    ['site-brand-portal', '/komax/komax-protected'],
    ['site-brand-portal', '/komax-group/komax-group-protected'],
    ['site-brand-portal', '/wirecraft/wirecraft-protected'],
  ])('on %s, %s asks for a password', async (siteId, path) => {
    const { data } = await query(`{ page(path: "${path}", siteId: "${siteId}") { protection } }`);
    expect(data['page']).toEqual({ protection: 'password' });
  });
});

describe('pages by id', () => {
  it('finds a page of any site', async () => {
    const { data } = await query(
      '{ pageById(id: "page-brand-wirecraft-protected") { siteId url } }',
    );
    expect(data['pageById']).toEqual({
      siteId: 'site-brand-portal',
      url: '/wirecraft/wirecraft-protected',
    });
  });

  it('answers null for an unknown id', async () => {
    const { data } = await query('{ pageById(id: "page-nowhere") { id } }');
    expect(data['pageById']).toBeNull();
  });
});

describe('content stages', () => {
  it('serves the published version unless the draft is asked for', async () => {
    const { data } = await query('{ page(path: "/") { title isPublished } }');
    expect(data['page']).toEqual({ title: 'Precision wire processing', isPublished: true });
  });

  it('serves the draft, which differs visibly, in the DRAFT stage', async () => {
    const { data } = await query('{ page(path: "/", stage: DRAFT) { title isPublished } }');
    expect(data['page']).toEqual({
      title: 'Precision wire processing, fully connected',
      isPublished: true,
    });
  });

  it('reads languages without a draft as published in the DRAFT stage', async () => {
    const { data } = await query('{ page(path: "/", stage: DRAFT) { title } }', 'de');
    expect(data['page']).toEqual({ title: 'Präzise Kabelverarbeitung' });
  });

  it('knows a draft-only page only in the DRAFT stage', async () => {
    const published = await query('{ page(path: "/company/innovation-lab") { id } }');
    const draft = await query(
      '{ page(path: "/company/innovation-lab", stage: DRAFT) { title isPublished } }',
    );
    const byId = await query('{ pageById(id: "page-innovation-lab") { id } }');
    expect(published.data['page']).toBeNull();
    expect(byId.data['pageById']).toBeNull();
    expect(draft.data['page']).toEqual({ title: 'Innovation lab', isPublished: false });
  });

  it('shows a changed dividend table in the draft of the share page', async () => {
    const dividendRows = async (stage: string) => {
      const { data } = await query(
        `{ page(path: "/investors/share", stage: ${stage}) { blocks { id ... on TableBlock { rows { cells } } } } }`,
      );
      const blocks = data['page']?.['blocks'] as { id: string; rows?: { cells: string[] }[] }[];
      return blocks.find((block) => block.id === 'dividend-table')?.rows?.map((row) => row.cells);
    };
    expect((await dividendRows('PUBLISHED'))?.[0]).toEqual(['2022', '3.50', '24 April 2023']);
    expect((await dividendRows('DRAFT'))?.[0]).toEqual(['2023', '6.50', 'to be confirmed']);
  });
});

describe('body blocks', () => {
  it('serves every block kind as its own GraphQL type', async () => {
    const { data } = await query(
      '{ page(path: "/style-guide-content") { blocks { __typename } } }',
    );
    const types = new Set(
      (data['page']?.['blocks'] as { __typename: string }[]).map((block) => block.__typename),
    );
    expect([...types].sort()).toEqual([
      'AccordionBlock',
      'ContactTeaserBlock',
      'CountdownBlock',
      'DownloadsBlock',
      'FlashMessageBlock',
      'GalleryBlock',
      'ImageBlock',
      'ProductListBlock',
      'QuoteBlock',
      'RichTextBlock',
      'TableBlock',
      'TeaserBlock',
      'TeasersBlock',
      'VideoBlock',
    ]);
  });

  it('makes media paths absolute on the host that was asked', async () => {
    const { data } = await query(
      '{ page(path: "/investors/annual-report") { blocks { ... on VideoBlock { video { url thumbnail { url } } } ... on DownloadsBlock { files { url } } } } }',
    );
    const urls = JSON.stringify(data).match(/"url":"[^"]+"/g) ?? [];
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) expect(url).toContain(`${server.origin}/media/`);
  });

  it('resolves a page link to the address of the linked page', async () => {
    const { data } = await query(
      '{ page(path: "/solutions") { blocks { ... on TeaserBlock { teaser { link { ... on PageLink { text page { id url } } } } } } } }',
    );
    expect(JSON.stringify(data)).toContain(
      '{"text":"Learn more","page":{"id":"page-solutions-harness","url":"/solutions/wire-harness-assembly"}}',
    );
  });

  it('keeps an action link apart from a path link', async () => {
    const { data } = await query(
      '{ page(path: "/") { blocks { ... on TeaserBlock { teaser { link { ... on PathLink { path action } } } } } } }',
    );
    expect(JSON.stringify(data)).toContain('{"path":null,"action":"open-news-feed-panel"}');
  });
});
