import { pageTranslationState } from '@kmx/domain/content';
import { isDomainError } from '@kmx/domain/errors';
import type { LoopbackServer } from '@kmx/sandbox';
import { createContentService, listenOnLoopback } from '@kmx/sandbox';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GraphqlTranslationService } from './GraphqlTranslationService';

let server: LoopbackServer;
let translations: GraphqlTranslationService;

// A fresh service a test: start and reset change the sandbox's state.
beforeEach(async () => {
  server = await listenOnLoopback(
    createContentService({ now: () => new Date('2023-06-01T08:00:00.000Z') }),
  );
  translations = new GraphqlTranslationService({ endpoint: `${server.origin}/graphql` });
});

afterEach(() => server.close());

describe('GraphqlTranslationService against the sandbox over HTTP', () => {
  it('reads the state of a page’s translation targets', async () => {
    const status = await translations.state('page-careers');
    expect(status).toEqual({
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
    expect(pageTranslationState(status.targetLanguages)).toBe('InProgress');
  });

  it('starts translation and names the source language', async () => {
    const change = await translations.start('page-company-history');
    expect(change.sourceLanguage).toBe('en');
    expect(change.targetLanguages.map((target) => target.translationState)).toEqual([
      'Translated',
      'InProgress',
    ]);
    expect(change.targetLanguages[1]?.exportedAt).toBe('2023-06-01T08:00:00.000Z');
  });

  it('answers null as the source edit of a page with none recorded', async () => {
    expect((await translations.state('page-company-history')).sourceEditedAt).toBeNull();
  });

  it('exports again on start, after the source’s last edit', async () => {
    const before = await translations.state('page-company-management');
    expect(before.sourceEditedAt).toBe('2023-04-18T13:15:00.000Z');
    expect(before.targetLanguages[0]?.exportedAt).toBe('2023-01-09T08:00:00.000Z');
    const change = await translations.start('page-company-management');
    expect(change).toMatchObject({
      sourceLanguage: 'en',
      sourceEditedAt: '2023-04-18T13:15:00.000Z',
      targetLanguages: [
        { language: 'de', translationState: 'InProgress', exportedAt: '2023-06-01T08:00:00.000Z' },
        { language: 'fr', translationState: 'InProgress', exportedAt: '2023-06-01T08:00:00.000Z' },
      ],
    });
  });

  it('resets translation, and the state call sees it', async () => {
    const change = await translations.reset('page-careers');
    expect(pageTranslationState(change.targetLanguages)).toBe('MarkedForTranslation');
    const status = await translations.state('page-careers');
    expect(status.targetLanguages.map((target) => target.translationState)).toEqual([
      'MarkedForTranslation',
      'MarkedForTranslation',
    ]);
  });

  it('fails with page not found for an unknown page', async () => {
    const failure = translations.state('page-nowhere');
    await expect(failure).rejects.toThrow('Page not found: page-nowhere');
    expect(isDomainError(await failure.catch((error: unknown) => error), 'PAGE_NOT_FOUND')).toBe(
      true,
    );
  });
});
