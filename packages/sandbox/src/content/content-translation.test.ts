import { pageTranslationState } from '@kmx/domain/content';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listenOnLoopback, type LoopbackServer } from '../http/loopback';
import { createContentService } from './content-service';

let server: LoopbackServer;

beforeEach(async () => {
  server = await listenOnLoopback(
    createContentService({ now: () => new Date('2023-05-02T10:00:00.000Z') }),
  );
});

afterEach(() => server.close());

const translationFields = `
  pageId
  sourceLanguage
  sourceEditedAt
  targetLanguages { id language translationState exportedAt importedAt }
`;

interface Translation {
  readonly pageId: string;
  readonly sourceLanguage: string;
  readonly sourceEditedAt: string | null;
  readonly targetLanguages: {
    readonly id: string;
    readonly language: string;
    readonly translationState: 'Translated' | 'MarkedForTranslation' | 'InProgress';
    readonly exportedAt: string | null;
    readonly importedAt: string | null;
  }[];
}

async function call(operation: string, pageId: string): Promise<Translation | null> {
  const kind = operation === 'pageTranslation' ? 'query' : 'mutation';
  const response = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `${kind} ($pageId: ID!) { ${operation}(pageId: $pageId) { ${translationFields} } }`,
      variables: { pageId },
    }),
  });
  const { data } = (await response.json()) as { data: Record<string, Translation | null> };
  return data[operation] ?? null;
}

function states(translation: Translation | null) {
  return translation?.targetLanguages.map((target) => [target.language, target.translationState]);
}

describe('translation targets of the sandbox content service', () => {
  it('derives a page’s targets from its site’s languages and the translations it has', async () => {
    expect(states(await call('pageTranslation', 'page-company-history'))).toEqual([
      ['de', 'Translated'],
      ['fr', 'MarkedForTranslation'],
    ]);
  });

  it('keeps the targets the data names explicitly', async () => {
    const careers = await call('pageTranslation', 'page-careers');
    expect(careers).toMatchObject({ pageId: 'page-careers', sourceLanguage: 'en' });
    expect(states(careers)).toEqual([
      ['de', 'Translated'],
      ['fr', 'InProgress'],
    ]);
    expect(careers?.targetLanguages[0]?.id).toBe('page-careers:de');
  });

  it('translates a German source page into Czech on the WirePro site', async () => {
    expect(await call('pageTranslation', 'page-wirepro-programme')).toMatchObject({
      sourceLanguage: 'de',
      targetLanguages: [{ language: 'cs', translationState: 'Translated' }],
    });
  });

  it('starts translation: every target not yet Translated goes InProgress, exported now', async () => {
    const started = await call('startTranslation', 'page-company-history');
    expect(states(started)).toEqual([
      ['de', 'Translated'],
      ['fr', 'InProgress'],
    ]);
    expect(started?.targetLanguages[1]?.exportedAt).toBe('2023-05-02T10:00:00.000Z');
    expect(pageTranslationState(started?.targetLanguages ?? [])).toBe('InProgress');
  });

  it('resets translation: every target is marked for translation again', async () => {
    const reset = await call('resetTranslation', 'page-company-history');
    expect(states(reset)).toEqual([
      ['de', 'MarkedForTranslation'],
      ['fr', 'MarkedForTranslation'],
    ]);
  });

  it('keeps the change for later reads of the same service', async () => {
    await call('resetTranslation', 'page-careers');
    expect(states(await call('pageTranslation', 'page-careers'))).toEqual([
      ['de', 'MarkedForTranslation'],
      ['fr', 'MarkedForTranslation'],
    ]);
    await call('startTranslation', 'page-careers');
    expect(states(await call('pageTranslation', 'page-careers'))).toEqual([
      ['de', 'InProgress'],
      ['fr', 'InProgress'],
    ]);
  });

  it('starts every new service from the data files', async () => {
    await call('resetTranslation', 'page-careers');
    const fresh = await listenOnLoopback(createContentService());
    const response = await fetch(`${fresh.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          '{ pageTranslation(pageId: "page-careers") { targetLanguages { translationState } } }',
      }),
    });
    await fresh.close();
    expect(await response.json()).toEqual({
      data: {
        pageTranslation: {
          targetLanguages: [{ translationState: 'Translated' }, { translationState: 'InProgress' }],
        },
      },
    });
  });

  it('answers when the page’s source was last edited, null where never recorded', async () => {
    expect((await call('pageTranslation', 'page-company-management'))?.sourceEditedAt).toBe(
      '2023-04-18T13:15:00.000Z',
    );
    expect((await call('pageTranslation', 'page-company-history'))?.sourceEditedAt).toBeNull();
  });

  it('clears "source changed since export" for the languages a start exports again', async () => {
    const exportedBeforeEdit = (translation: Translation | null) =>
      translation?.targetLanguages
        .filter(
          (target) =>
            target.exportedAt !== null &&
            translation.sourceEditedAt !== null &&
            target.exportedAt < translation.sourceEditedAt,
        )
        .map((target) => target.language);
    expect(exportedBeforeEdit(await call('pageTranslation', 'page-company-management'))).toEqual([
      'de',
    ]);
    const started = await call('startTranslation', 'page-company-management');
    expect(started?.sourceEditedAt).toBe('2023-04-18T13:15:00.000Z');
    expect(exportedBeforeEdit(started)).toEqual([]);
    expect(states(started)).toEqual([
      ['de', 'InProgress'],
      ['fr', 'InProgress'],
    ]);
  });

  it('leaves a Translated target’s export, and so its source change, as it was', async () => {
    const started = await call('startTranslation', 'page-careers');
    expect(started?.targetLanguages[0]).toMatchObject({
      language: 'de',
      translationState: 'Translated',
      exportedAt: '2023-02-01T09:00:00.000Z',
    });
  });

  it('answers null for an unknown page', async () => {
    expect(await call('pageTranslation', 'page-nowhere')).toBeNull();
    expect(await call('startTranslation', 'page-nowhere')).toBeNull();
    expect(await call('resetTranslation', 'page-nowhere')).toBeNull();
  });

  it('gives a page without target languages no targets', async () => {
    expect(states(await call('pageTranslation', 'page-productronica-home'))).toEqual([]);
  });
});
