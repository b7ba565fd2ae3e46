import { pageTranslationState } from '@kmx/domain/content';
import type { EditorPage } from '@kmx/domain/editor';
import type { LoopbackServer } from '@kmx/sandbox';
import { createContentService, listenOnLoopback } from '@kmx/sandbox';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GraphqlEditorPages } from './GraphqlEditorPages';
import { GraphqlTranslationService } from './GraphqlTranslationService';

let server: LoopbackServer;
let editorPages: GraphqlEditorPages;

// A fresh service a test: one test starts a translation, which changes the sandbox's state.
beforeEach(async () => {
  server = await listenOnLoopback(
    createContentService({ now: () => new Date('2023-06-01T08:00:00.000Z') }),
  );
  editorPages = new GraphqlEditorPages({ endpoint: `${server.origin}/graphql` });
});

afterEach(() => server.close());

function pageOf(pages: readonly EditorPage[] | null, id: string): EditorPage | undefined {
  return pages?.find((page) => page.id === id);
}

describe('GraphqlEditorPages against the sandbox over HTTP', () => {
  it('reads a site’s published pages with their addresses and translation', async () => {
    const pages = await editorPages.pagesOfSite({
      siteId: 'site-main',
      language: 'de',
      stage: 'PUBLISHED',
    });
    expect(pageOf(pages, 'page-company-management')).toEqual({
      id: 'page-company-management',
      title: 'Geschäftsleitung',
      path: '/company/management',
      isPublished: true,
      languages: ['en', 'de'],
      protection: 'none',
      translation: {
        sourceLanguage: 'en',
        sourceEditedAt: '2023-04-18T13:15:00.000Z',
        targetLanguages: [
          {
            id: 'page-company-management:de',
            language: 'de',
            translationState: 'MarkedForTranslation',
            exportedAt: '2023-01-09T08:00:00.000Z',
            importedAt: '2023-01-13T16:30:00.000Z',
          },
          {
            id: 'page-company-management:fr',
            language: 'fr',
            translationState: 'MarkedForTranslation',
            exportedAt: null,
            importedAt: null,
          },
        ],
      },
    });
    expect(pageOf(pages, 'page-innovation-lab')).toBeUndefined();
  });

  it('reads the draft stage: the draft-only page, unpublished, and draft titles', async () => {
    const drafts = await editorPages.pagesOfSite({
      siteId: 'site-main',
      language: 'de',
      stage: 'DRAFT',
    });
    expect(pageOf(drafts, 'page-innovation-lab')).toMatchObject({
      title: 'Innovationslabor',
      path: '/company/innovation-lab',
      isPublished: false,
    });
    expect(pageOf(drafts, 'page-careers')?.title).toBe('Karriere bei Komax');
  });

  it('titles a page in the language asked for, else in its source language', async () => {
    const french = await editorPages.pagesOfSite({
      siteId: 'site-main',
      language: 'fr',
      stage: 'PUBLISHED',
    });
    expect(pageOf(french, 'page-company')?.title).toBe('Entreprise');
    expect(pageOf(french, 'page-company-history')?.title).toBe('History');
    // WirePro's pages are written in German, not English: an untranslated one stays German.
    const czech = await editorPages.pagesOfSite({
      siteId: 'site-wirepro-expo-2024',
      language: 'cs',
      stage: 'PUBLISHED',
    });
    expect(pageOf(czech, 'page-wirepro-exhibitors')?.title).toBe('Ausstellerbereich');
  });

  it('answers null for a site that does not exist', async () => {
    expect(
      await editorPages.pagesOfSite({ siteId: 'site-nowhere', language: 'en', stage: 'DRAFT' }),
    ).toBeNull();
  });

  it('reads afresh: a started translation shows in the next answer', async () => {
    const request = { siteId: 'site-main', language: 'de', stage: 'PUBLISHED' } as const;
    const before = pageOf(await editorPages.pagesOfSite(request), 'page-contact');
    expect(pageTranslationState(before?.translation.targetLanguages ?? [])).toBe(
      'MarkedForTranslation',
    );
    await new GraphqlTranslationService({ endpoint: `${server.origin}/graphql` }).start(
      'page-contact',
    );
    const after = pageOf(await editorPages.pagesOfSite(request), 'page-contact');
    expect(after?.translation.targetLanguages).toMatchObject([
      { language: 'de', translationState: 'InProgress', exportedAt: '2023-06-01T08:00:00.000Z' },
      { language: 'fr', translationState: 'InProgress', exportedAt: '2023-06-01T08:00:00.000Z' },
    ]);
  });
});
