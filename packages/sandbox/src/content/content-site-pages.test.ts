import { pageTranslationState, type TranslationTarget } from '@kmx/domain/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type LoopbackServer } from '../http/loopback';
import { storedPages, storedSites } from './content-data';
import { createContentService } from './content-service';

let server: LoopbackServer;

beforeAll(async () => {
  server = await listenOnLoopback(createContentService());
});

afterAll(() => server.close());

interface ListedPage {
  readonly id: string;
  readonly title: string;
  readonly url: string;
  readonly isPublished: boolean;
  readonly contentLanguage: string;
  readonly translation: {
    readonly sourceLanguage: string;
    readonly sourceEditedAt: string | null;
    readonly targetLanguages: readonly TranslationTarget[];
  };
}

const sitePagesQuery = /* GraphQL */ `
  query ($siteId: ID!, $stage: Stage) {
    sitePages(siteId: $siteId, stage: $stage) {
      id
      title
      url
      isPublished
      contentLanguage
      translation {
        sourceLanguage
        sourceEditedAt
        targetLanguages {
          id
          language
          translationState
          exportedAt
          importedAt
        }
      }
    }
  }
`;

async function sitePages(
  siteId: string,
  locale: string,
  stage?: 'DRAFT' | 'PUBLISHED',
): Promise<readonly ListedPage[] | null> {
  const response = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify({ query: sitePagesQuery, variables: { siteId, stage } }),
  });
  const { data } = (await response.json()) as {
    data: { sitePages: readonly ListedPage[] | null };
  };
  return data.sitePages;
}

function byId(pages: readonly ListedPage[] | null, id: string): ListedPage | undefined {
  return pages?.find((page) => page.id === id);
}

function ids(pages: readonly ListedPage[] | null): readonly string[] {
  return pages?.map((page) => page.id) ?? [];
}

/** "Source changed since export": the target was exported before the source's last edit. */
function sourceChanged(page: ListedPage, target: TranslationTarget): boolean {
  const edited = page.translation.sourceEditedAt;
  return edited !== null && target.exportedAt !== null && target.exportedAt < edited;
}

describe('the pages of a site, for the editor area', () => {
  it('lists the published pages when no stage is named', async () => {
    const pages = await sitePages('site-main', 'en');
    expect(ids(pages)).toContain('page-careers');
    expect(ids(pages)).not.toContain('page-innovation-lab');
    expect(pages?.every((page) => page.isPublished)).toBe(true);
    expect(byId(pages, 'page-company-history')).toMatchObject({
      title: 'History',
      url: '/company/history',
    });
  });

  it('adds the draft-only page in DRAFT, marked unpublished', async () => {
    const published = await sitePages('site-main', 'de', 'PUBLISHED');
    const draft = await sitePages('site-main', 'de', 'DRAFT');
    expect(ids(draft)).toEqual(expect.arrayContaining([...ids(published), 'page-innovation-lab']));
    expect(ids(draft)).toHaveLength(ids(published).length + 1);
    expect(byId(draft, 'page-innovation-lab')).toMatchObject({
      title: 'Innovationslabor',
      url: '/company/innovation-lab',
      isPublished: false,
    });
  });

  it('titles a page by its draft in DRAFT, by its published version otherwise', async () => {
    expect(byId(await sitePages('site-main', 'de', 'PUBLISHED'), 'page-careers')?.title).toBe(
      'Karriere',
    );
    expect(byId(await sitePages('site-main', 'de', 'DRAFT'), 'page-careers')?.title).toBe(
      'Karriere bei Komax',
    );
    expect(byId(await sitePages('site-main', 'en', 'DRAFT'), 'page-careers')?.title).toBe(
      'Careers at Komax',
    );
  });

  it('titles pages in the language of the locale header, else in the source language', async () => {
    expect(byId(await sitePages('site-main', 'fr'), 'page-company')?.title).toBe('Entreprise');
    // Not translated into French: the source language, English.
    expect(byId(await sitePages('site-main', 'fr'), 'page-company-history')).toMatchObject({
      title: 'History',
      contentLanguage: 'en',
    });
    // WirePro's pages are written in German; Czech where translated.
    expect(
      byId(await sitePages('site-wirepro-expo-2024', 'cs'), 'page-wirepro-home'),
    ).toMatchObject({ contentLanguage: 'cs' });
    expect(
      byId(await sitePages('site-wirepro-expo-2024', 'cs'), 'page-wirepro-exhibitors'),
    ).toMatchObject({ title: 'Ausstellerbereich', contentLanguage: 'de' });
  });

  it('answers null for a site that does not exist', async () => {
    expect(await sitePages('site-nowhere', 'en')).toBeNull();
    expect(await sitePages('site-nowhere', 'en', 'DRAFT')).toBeNull();
  });

  it('lists every page of every site, each with its translation', async () => {
    for (const site of storedSites) {
      const pages = await sitePages(site.id, 'en', 'DRAFT');
      const stored = storedPages.filter((page) => page.siteId === site.id);
      expect(ids(pages), site.id).toEqual(stored.map((page) => page.id));
      for (const page of pages ?? []) {
        expect(page.translation.sourceLanguage, page.id).toBe(
          stored.find((candidate) => candidate.id === page.id)?.sourceLanguage,
        );
      }
    }
  });

  it('answers the page’s translation as pageTranslation does, with the source’s last edit', async () => {
    const careers = byId(await sitePages('site-main', 'en'), 'page-careers');
    expect(careers?.translation).toEqual({
      sourceLanguage: 'en',
      sourceEditedAt: '2023-02-20T11:00:00.000Z',
      targetLanguages: [
        {
          id: 'page-careers:de',
          language: 'de',
          translationState: 'Translated',
          exportedAt: '2023-02-01T09:00:00.000Z',
          importedAt: '2023-02-03T14:00:00.000Z',
        },
        {
          id: 'page-careers:fr',
          language: 'fr',
          translationState: 'InProgress',
          exportedAt: '2023-03-02T09:00:00.000Z',
          importedAt: null,
        },
      ],
    });
    expect(byId(await sitePages('site-main', 'en'), 'page-solutions')?.translation).toMatchObject({
      sourceEditedAt: null,
    });
  });

  it('shows every translation state and a source changed since export in the German main site', async () => {
    const pages = (await sitePages('site-main', 'de')) ?? [];
    const states = new Set(
      pages.map((page) => pageTranslationState(page.translation.targetLanguages)),
    );
    expect([...states].sort()).toEqual(['InProgress', 'MarkedForTranslation', 'Translated']);
    const changedInGerman = pages.filter((page) =>
      page.translation.targetLanguages.some(
        (target) => target.language === 'de' && sourceChanged(page, target),
      ),
    );
    expect(ids(changedInGerman)).toEqual(
      expect.arrayContaining(['page-company-management', 'page-events']),
    );
  });

  it('gives the style guide and every productronica page no target languages', async () => {
    expect(
      byId(await sitePages('site-main', 'en'), 'page-style-guide-content')?.translation
        .targetLanguages,
    ).toEqual([]);
    const productronica = (await sitePages('site-productronica', 'en')) ?? [];
    expect(productronica.length).toBeGreaterThan(0);
    expect(productronica.flatMap((page) => page.translation.targetLanguages)).toEqual([]);
  });
});
