import type { NavigationSourceItem } from '@kmx/domain/navigation';
import { buildNavigationTree } from '@kmx/domain/navigation';
import { newsFeedPageSize } from '@kmx/domain/policies';
import { usableSites } from '@kmx/domain/site';
import { serviceLocales } from '@kmx/domain/translation';
import type { RunningSandbox } from '@kmx/sandbox';
import { startSandbox } from '@kmx/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlContentSource } from './GraphqlContentSource';

let sandbox: RunningSandbox;
let source: GraphqlContentSource;

beforeAll(async () => {
  sandbox = await startSandbox();
  source = new GraphqlContentSource({ endpoint: sandbox.contentUrl });
});

afterAll(() => sandbox.close());

describe('GraphqlContentSource reads system data from the sandbox over HTTP', () => {
  it('reads sites, languages and countries into domain types', async () => {
    const data = await source.systemData();
    expect(usableSites(data.sites).map((site) => site.technicalName)).toEqual([
      'komax',
      'events',
      'productronica',
      'wirepro_expo_2024',
      'brand_portal',
    ]);
    expect(data.languages.map((language) => language.languageCode)).toEqual(
      Object.keys(serviceLocales),
    );
    expect(data.countries.find((country) => country.countryCode === 'US')).toMatchObject({
      defaultMeasurementSystem: 'Imperial',
    });
  });
});

describe('GraphqlContentSource reads pages from the sandbox over HTTP', () => {
  it('reads the home page in German with its blocks', async () => {
    const page = await source.pageByPath({ path: '/', language: 'de' });
    expect(page).toMatchObject({
      siteId: 'site-main',
      title: 'Präzise Kabelverarbeitung',
      contentLanguage: 'de',
      isLanguageFallback: false,
      protection: 'none',
    });
    expect(page?.blocks.map((block) => block.type)).toEqual([
      'Hero',
      'FlashMessage',
      'KeyFigures',
      'Teasers',
      'ProductList',
      'Teasers',
      'Teasers',
      'Teasers',
      'ContactTeaser',
      'Teaser',
    ]);
    expect(page?.blocks[0]).toMatchObject({
      type: 'Hero',
      headline: 'Präzise Kabelverarbeitung',
      picture: { url: expect.stringMatching(/\/media\/content\/harness-line-hall-3\.svg$/) },
      callToAction: {
        kind: 'path',
        text: 'Unsere Maschinen entdecken',
        link: { kind: 'path', path: '/products' },
      },
    });
    expect(page?.blocks[2]).toMatchObject({
      type: 'KeyFigures',
      title: 'Komax in Zahlen',
      figures: expect.arrayContaining([
        { value: '1975', unit: null, label: 'Gegründet in Dierikon, Schweiz' },
      ]),
    });
  });

  it('reads every kind of block the style guide page shows', async () => {
    const page = await source.pageByPath({ path: '/style-guide-content', language: 'en' });
    const kinds = new Set(page?.blocks.map((block) => block.type));
    expect([...kinds].sort()).toEqual([
      'Accordion',
      'ContactTeaser',
      'Downloads',
      'FlashMessage',
      'Gallery',
      'Image',
      'ProductList',
      'Quote',
      'RichText',
      'Table',
      'Teaser',
      'Teasers',
      'Unknown',
      'Video',
    ]);
    expect(page?.blocks.find((block) => block.type === 'Unknown')).toMatchObject({
      typeName: 'Countdown',
    });
  });

  it('reads links of every kind', async () => {
    const page = await source.pageByPath({ path: '/style-guide-content', language: 'en' });
    const teasers = page?.blocks.find((block) => block.type === 'Teasers');
    expect(teasers?.type === 'Teasers' && teasers.teasers.map((teaser) => teaser.link)).toEqual([
      {
        kind: 'page',
        text: 'Company',
        page: { id: 'page-company', url: '/company' },
        pageParameters: '#company-facts',
        openInNewTab: false,
      },
      { kind: 'path', text: 'Stories', link: { kind: 'path', path: '/stories' } },
      { kind: 'external', text: 'Job portal', url: 'https://jobs.komax.example' },
      { kind: 'product', text: 'The {{name}}', productSlug: 'stripper-480' },
    ]);
  });

  it('reads downloads with their thumbnails, and without where there is none', async () => {
    const page = await source.pageByPath({ path: '/style-guide-content', language: 'en' });
    const downloads = page?.blocks.find((block) => block.type === 'Downloads');
    expect(
      downloads?.type === 'Downloads' && downloads.files.map((file) => file.thumbnail),
    ).toEqual([
      {
        url: expect.stringMatching(
          /^https?:\/\/[^/]+\/media\/downloads\/cutter-355-data-sheet-en-cover\.svg$/,
        ),
        alternativeText: '',
      },
      null,
    ]);
  });

  it('reads the share and dividend tables of the investor pages', async () => {
    const page = await source.pageByPath({ path: '/investors/share', language: 'en' });
    const dividends = page?.blocks.find((block) => block.id === 'dividend-table');
    expect(dividends).toMatchObject({
      type: 'Table',
      head: ['Financial year', 'Dividend (CHF)', 'Paid on'],
      rows: expect.arrayContaining([['2022', '3.50', '24 April 2023']]),
    });
  });

  it('falls back through the locale header to English', async () => {
    const page = await source.pageByPath({ path: '/investors', language: 'fr' });
    expect(page).toMatchObject({ contentLanguage: 'en', isLanguageFallback: true });
  });

  it('falls back to the fallback language before English', async () => {
    const page = await source.pageByPath({
      path: '/company/history',
      language: 'fr',
      fallbackLanguage: 'de',
    });
    expect(page).toMatchObject({ title: 'Geschichte', contentLanguage: 'de' });
  });

  it('reads a page of another site by the site id', async () => {
    const page = await source.pageByPath({
      path: '/komax/komax-protected',
      language: 'en',
      siteId: 'site-brand-portal',
    });
    expect(page).toMatchObject({ id: 'page-brand-komax-protected', protection: 'password' });
  });

  it('reads the draft when an editor asks for it', async () => {
    const published = await source.pageByPath({ path: '/', language: 'en' });
    const draft = await source.pageByPath({ path: '/', language: 'en', stage: 'DRAFT' });
    expect(published?.title).toBe('Precision wire processing');
    expect(draft?.title).toBe('Precision wire processing, fully connected');
  });

  it('answers null for an unknown page', async () => {
    expect(await source.pageByPath({ path: '/no/such/page', language: 'en' })).toBeNull();
  });

  it('reads a page by id, from whichever site holds it', async () => {
    const page = await source.pageById({ id: 'page-events-internal-2025', language: 'en' });
    expect(page).toMatchObject({ siteId: 'site-events', url: '/internal-2025' });
  });

  it('reads a draft-only page by id in the draft stage only', async () => {
    expect(await source.pageById({ id: 'page-innovation-lab', language: 'de' })).toBeNull();
    const draft = await source.pageById({
      id: 'page-innovation-lab',
      language: 'de',
      stage: 'DRAFT',
    });
    expect(draft).toMatchObject({ title: 'Innovationslabor', isPublished: false });
  });
});

describe('GraphqlContentSource reads redirects from the sandbox over HTTP', () => {
  it('reads the redirects of the previous addresses asked for', async () => {
    const redirects = await source.redirectsByPreviousUrl(['/jobs', '/about-us/history', '/x']);
    expect(redirects).toEqual([
      {
        previousUrl: '/about-us/history',
        target: {
          kind: 'page',
          text: 'History',
          page: { id: 'page-company-history', url: '/company/history' },
          pageParameters: '',
          openInNewTab: false,
        },
      },
      {
        previousUrl: '/jobs',
        target: {
          kind: 'page',
          text: 'Careers',
          page: { id: 'page-careers', url: '/careers' },
          pageParameters: '',
          openInNewTab: false,
        },
      },
    ]);
  });
});

describe('GraphqlContentSource reads navigation trees from the sandbox over HTTP', () => {
  function slugsOf(items: readonly NavigationSourceItem[]): string[] {
    return items.map((item) => item.slug);
  }

  it('reads the main header with its items, sections and marketing block', async () => {
    const items = await source.navigationTree({ id: 'nav-main-header', language: 'de' });
    expect(slugsOf(items)).toEqual([
      'products',
      'services',
      'solutions',
      'stories',
      'company',
      'investors',
      'careers',
      'careers-switzerland',
      'style-guide-content',
      'contact',
    ]);
    const products = items[0];
    expect(products?.sections?.[0]?.title).toBe('Kabelverarbeitung');
    expect(products?.marketingSection?.link).toEqual({
      kind: 'product',
      text: '{{name}} kennenlernen',
      productSlug: 'crimp-centre-9',
    });
  });

  it('reads three levels deep, ready for the domain to resolve addresses', async () => {
    const items = await source.navigationTree({ id: 'nav-main-header', language: 'en' });
    const tree = buildNavigationTree(items);
    const history = tree
      .find((item) => item.slug === 'company')
      ?.items.find((item) => item.slug === 'history');
    expect(history?.items.map((item) => item.unlocalizedUrl)).toEqual([
      '/company/history/milestones',
    ]);
    expect(history?.hiddenSubItems).toBe(true);
  });

  it('reads the draft tree when an editor asks for it', async () => {
    const draft = await source.navigationTree({
      id: 'nav-main-header',
      language: 'en',
      stage: 'DRAFT',
    });
    const company = draft.find((item) => item.slug === 'company');
    expect(slugsOf(company?.items ?? [])).toContain('innovation-lab');
  });

  it('reads the footer of another site, new-tab targets kept', async () => {
    const footer = await source.navigationTree({ id: 'nav-main-footer', language: 'en' });
    const jobs = footer.flatMap((item) => item.items ?? []).find((item) => item.slug === 'jobs');
    expect(jobs).toMatchObject({ target: '_blank', path: 'https://jobs.komax.example' });
    const events = await source.navigationTree({ id: 'nav-events-header', language: 'es' });
    expect(events[0]?.title).toBe('Ferias 2025');
  });

  it('fails for an unknown navigation id', async () => {
    await expect(source.navigationTree({ id: 'nav-nowhere', language: 'en' })).rejects.toThrow(
      "No navigation tree 'nav-nowhere' in the content service",
    );
  });
});

describe('GraphqlContentSource reads content items from the sandbox over HTTP', () => {
  it('reads the stories related to a product', async () => {
    const stories = await source.relatedStoriesByProductSlug({
      productSlug: 'cutter-355',
      language: 'en',
    });
    expect(stories.length).toBeGreaterThan(0);
  });

  it('reads the news feed a page at a time', async () => {
    const first = await source.newsFeed({ language: 'en', first: newsFeedPageSize, after: null });
    expect(first.items).toHaveLength(newsFeedPageSize);
    expect(first.hasNextPage).toBe(true);
    const second = await source.newsFeed({
      language: 'en',
      first: newsFeedPageSize,
      after: first.endCursor,
    });
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
  });
});
