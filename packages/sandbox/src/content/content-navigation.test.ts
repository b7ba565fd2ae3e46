import { navigationTreeDocument } from '@kmx/adapters';
import { buildNavigationTree, type NavigationItem } from '@kmx/domain/navigation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type LoopbackServer } from '../http/loopback';
import { storedPages, storedSites } from './content-data';
import { createContentService } from './content-service';

let server: LoopbackServer;

beforeAll(async () => {
  server = await listenOnLoopback(createContentService());
});

afterAll(() => server.close());

interface Tree {
  readonly id: string;
  readonly items: NavigationItem[];
}

async function tree(id: string, locale = 'en', stage = 'PUBLISHED'): Promise<Tree | null> {
  const response = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify({ query: navigationTreeDocument, variables: { id, stage } }),
  });
  const { data } = (await response.json()) as { data: { navigationTree: Tree | null } };
  return data.navigationTree;
}

function flatten(items: readonly NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => [
    item,
    ...flatten(item.items),
    ...flatten(item.sections.flatMap((section) => section.items)),
  ]);
}

describe('navigation trees of the sandbox content service', () => {
  it('has a header and a footer tree for every site', async () => {
    for (const site of storedSites) {
      expect((await tree(site.headerNavigationId ?? ''))?.items.length).toBeGreaterThan(0);
      expect((await tree(site.footerNavigationId ?? ''))?.items.length).toBeGreaterThan(0);
    }
  });

  it('answers null for an unknown navigation id', async () => {
    expect(await tree('nav-nowhere')).toBeNull();
  });

  it('gives titles in the first language of the locale header, then English', async () => {
    const german = await tree('nav-main-header', 'de,en');
    const french = await tree('nav-main-header', 'fr,en');
    expect(german?.items.map((item) => item.title)).toContain('Unternehmen');
    const investors = french?.items.find((item) => item.slug === 'investors');
    expect(investors?.title).toBe('Investors');
  });

  it('leads every item with a page to that page: its address is the page address', async () => {
    const main = await tree('nav-main-header');
    const items = flatten(buildNavigationTree(main?.items ?? []));
    const withPage = items.filter((item) => item.page !== null && item.path === null);
    expect(withPage.length).toBeGreaterThan(10);
    for (const item of withPage) {
      const page = storedPages.find((candidate) => candidate.id === item.page?.id);
      expect(page?.path, item.slug).toBe(item.unlocalizedUrl);
    }
  });

  it('limits the Swiss careers item to Switzerland and Liechtenstein', async () => {
    const main = await tree('nav-main-header');
    expect(main?.items.find((item) => item.slug === 'careers-switzerland')?.countries).toEqual([
      'CH',
      'LI',
    ]);
  });

  it('puts careers and careers-switzerland at the top, for the next-release rule', async () => {
    const main = await tree('nav-main-header');
    expect(main?.items.map((item) => item.slug)).toEqual(
      expect.arrayContaining(['careers', 'careers-switzerland']),
    );
  });

  it('hides the internal event pages and the style guide from the menus', async () => {
    const events = await tree('nav-events-header');
    const main = await tree('nav-main-header');
    expect(events?.items.find((item) => item.slug === 'internal-2025')).toMatchObject({
      hidden: true,
      items: [{ slug: 'internal-productronica' }, { slug: 'internal-wirepro-expo-grafenau' }],
    });
    expect(main?.items.find((item) => item.slug === 'style-guide-content')?.hidden).toBe(true);
  });

  it('gives the products item sections and a marketing block', async () => {
    const main = await tree('nav-main-header', 'de');
    const products = main?.items.find((item) => item.slug === 'products');
    expect(products?.sections.map((section) => section.title)).toEqual([
      'Kabelverarbeitung',
      'Kabelbaumfertigung',
    ]);
    expect(products?.marketingSection).toEqual({
      logo: `${server.origin}/media/brands/komax-logo.svg`,
      backgroundColor: 'Dark_Blue',
      link: {
        __typename: 'ProductLink',
        text: '{{name}} kennenlernen',
        productSlug: 'crimp-centre-9',
      },
    });
  });

  it('opens external footer links in a new tab', async () => {
    const footer = await tree('nav-main-footer');
    const jobs = flatten(footer?.items ?? []).find((item) => item.slug === 'jobs');
    expect(jobs).toMatchObject({ path: 'https://jobs.komax.example', target: '_blank' });
  });

  it('shows an unpublished item only in the draft tree', async () => {
    const slugsUnderCompany = (answer: Tree | null) =>
      answer?.items.find((item) => item.slug === 'company')?.items.map((item) => item.slug);
    expect(slugsUnderCompany(await tree('nav-main-header'))).not.toContain('innovation-lab');
    expect(slugsUnderCompany(await tree('nav-main-header', 'en', 'DRAFT'))).toContain(
      'innovation-lab',
    );
  });

  it('gives the careers item its unpublished title in the draft tree only', async () => {
    const careersTitle = async (locale: string, stage: string) =>
      (await tree('nav-main-header', locale, stage))?.items.find((item) => item.slug === 'careers')
        ?.title;
    expect(await careersTitle('de', 'PUBLISHED')).toBe('Karriere');
    expect(await careersTitle('de', 'DRAFT')).toBe('Karriere bei Komax');
    expect(await careersTitle('en', 'DRAFT')).toBe('Careers at Komax');
    // A language the draft did not change reads as published.
    expect(await careersTitle('fr', 'DRAFT')).toBe('Carrières');
  });

  it('hides the annual report item in the draft tree only', async () => {
    const annualReport = async (stage: string) =>
      flatten((await tree('nav-main-header', 'de', stage))?.items ?? []).find(
        (item) => item.slug === 'annual-report',
      );
    expect(await annualReport('PUBLISHED')).toMatchObject({
      title: 'Geschäftsbericht 2022',
      hidden: false,
    });
    expect(await annualReport('DRAFT')).toMatchObject({
      title: 'Geschäftsbericht 2022',
      hidden: true,
    });
  });
});
