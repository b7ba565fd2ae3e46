import { describe, expect, it } from 'vitest';
import type { TranslationState, TranslationTarget } from '../content/TranslationTarget';
import type { EditorPage } from './EditorPage';
import {
  pageStartAnswered,
  pagesToStart,
  subtreeProgressOf,
  subtreeStartFinished,
} from './subtree-start';

function target(language: string, translationState: TranslationState): TranslationTarget {
  return { id: `t-${language}`, language, translationState, exportedAt: null, importedAt: null };
}

function page(id: string, targets: readonly TranslationTarget[]): EditorPage {
  return {
    id,
    title: id,
    path: `/${id}`,
    isPublished: true,
    languages: ['en'],
    protection: 'none',
    translation: { sourceLanguage: 'en', sourceEditedAt: null, targetLanguages: targets },
  };
}

const company = page('page-company', [
  target('de', 'MarkedForTranslation'),
  target('fr', 'Translated'),
]);
const careers = page('page-careers', [target('de', 'Translated'), target('fr', 'InProgress')]);
const history = page('page-history', [
  target('de', 'InProgress'),
  target('fr', 'MarkedForTranslation'),
]);
const home = page('page-home', [target('de', 'Translated')]);
const styleGuide = page('page-style-guide-content', []);

describe('the pages a subtree start would change', () => {
  it('are those with a language marked for translation, in the order given', () => {
    expect(pagesToStart([company, careers, history, home, styleGuide])).toEqual([company, history]);
  });

  it('leave out a page already with the translators, a translated one and one with no targets', () => {
    expect(pagesToStart([careers, home, styleGuide])).toEqual([]);
  });
});

describe('the progress of a subtree start', () => {
  it('starts at nothing done of the pages to start', () => {
    expect(subtreeProgressOf(3)).toEqual({ total: 3, done: 0, failed: [] });
    expect(subtreeStartFinished(subtreeProgressOf(3))).toBe(false);
  });

  it('counts every answered page and remembers the ones that failed', () => {
    let progress = subtreeProgressOf(3);
    progress = pageStartAnswered(progress, 'page-company', true);
    progress = pageStartAnswered(progress, 'page-history', false);
    expect(progress).toEqual({ total: 3, done: 2, failed: ['page-history'] });
    expect(subtreeStartFinished(progress)).toBe(false);
    progress = pageStartAnswered(progress, 'page-news', true);
    expect(progress).toEqual({ total: 3, done: 3, failed: ['page-history'] });
    expect(subtreeStartFinished(progress)).toBe(true);
  });

  it('counts nothing beyond the total', () => {
    const finished = pageStartAnswered(subtreeProgressOf(1), 'page-company', true);
    expect(pageStartAnswered(finished, 'page-history', false)).toBe(finished);
  });

  it('is finished at once when there is nothing to start', () => {
    expect(subtreeStartFinished(subtreeProgressOf(0))).toBe(true);
  });
});
