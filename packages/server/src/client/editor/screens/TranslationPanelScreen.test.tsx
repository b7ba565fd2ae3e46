// @vitest-environment happy-dom
import type { TranslationChange, TranslationTarget } from '@kmx/domain/content';
import type { EditorPage } from '@kmx/domain/editor';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorCallError } from '../editor-api';
import { renderEditorScreen, settle } from '../test-support/editor-context';
import { TranslationPanelScreen, translationPollMs } from './TranslationPanelScreen';

function target(
  language: string,
  translationState: TranslationTarget['translationState'],
  exportedAt: string | null = null,
): TranslationTarget {
  return { id: `t-${language}`, language, translationState, exportedAt, importedAt: null };
}

function page(id: string, title: string, targets: readonly TranslationTarget[]): EditorPage {
  return {
    id,
    title,
    path: `/${id}`,
    isPublished: true,
    languages: ['en'],
    protection: 'none',
    translation: { sourceLanguage: 'en', sourceEditedAt: null, targetLanguages: targets },
  };
}

const marked = page('company', 'Company', [
  target('de', 'MarkedForTranslation'),
  target('fr', 'MarkedForTranslation'),
]);

function answer(targets: readonly TranslationTarget[]): TranslationChange {
  return { sourceLanguage: 'en', sourceEditedAt: null, targetLanguages: targets };
}

const started = answer([
  target('de', 'InProgress', '2026-03-02T09:30:00Z'),
  target('fr', 'InProgress', '2026-03-02T09:30:00Z'),
]);
const resetAnswer = answer([
  target('de', 'MarkedForTranslation'),
  target('fr', 'MarkedForTranslation'),
]);

/** A promise the test settles when it wants, to look at the screen while a call is under way. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function open(
  api: Parameters<typeof renderEditorScreen>[1] extends infer O
    ? O extends { api?: infer A }
      ? A
      : never
    : never,
  options: { page?: EditorPage; subtree?: readonly EditorPage[] } = {},
) {
  const shown = options.page ?? marked;
  const onTranslation = vi.fn();
  const onClose = vi.fn();
  const screen = renderEditorScreen(
    (editor) => (
      <TranslationPanelScreen
        editor={editor}
        page={shown}
        subtree={options.subtree ?? [shown]}
        onTranslation={onTranslation}
        onClose={onClose}
      />
    ),
    { api },
  );
  const states = () =>
    [...screen.container.querySelectorAll('tbody tr')].map(
      (row) => row.querySelector('.translation-state')?.textContent,
    );
  const button = (name: string) =>
    [...screen.container.querySelectorAll('button')].find((each) => each.textContent === name);
  const click = (name: string) => {
    const found = button(name);
    if (found === undefined) throw new Error(`no button "${name}"`);
    act(() => found.click());
  };
  // Both clicks land before React renders again: only the screen's own guard can stop the second.
  const doubleClick = (name: string) => {
    const found = button(name);
    if (found === undefined) throw new Error(`no button "${name}"`);
    act(() => {
      found.click();
      found.click();
    });
  };
  return { ...screen, onTranslation, onClose, states, button, click, doubleClick };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the translation panel screen', () => {
  it("shows the tree's state at once, then the answer of the state call, and tells the tree", async () => {
    const read = deferred<TranslationChange>();
    const translationState = vi.fn(() => read.promise);
    const panel = open({ translationState });
    expect(translationState).toHaveBeenCalledWith('company', expect.any(AbortSignal));
    expect(panel.states()).toEqual(['Marked for translation', 'Marked for translation']);
    expect(panel.container.textContent).toContain('Reading the current state…');
    const current = answer([target('de', 'Translated'), target('fr', 'MarkedForTranslation')]);
    read.resolve(current);
    await settle();
    expect(panel.states()).toEqual(['Translated', 'Marked for translation']);
    expect(panel.onTranslation).toHaveBeenCalledWith('company', current);
  });

  it('starts translation once on a double click and shows the answer without a reload', async () => {
    const start = deferred<TranslationChange>();
    const startTranslation = vi.fn(() => start.promise);
    const panel = open({
      translationState: vi.fn(() => Promise.resolve(answer(marked.translation.targetLanguages))),
      startTranslation,
    });
    await settle();
    panel.doubleClick('Start translation');
    panel.click('Starting translation…');
    expect(startTranslation).toHaveBeenCalledTimes(1);
    // The reducer's step shows at once, before the answer.
    expect(panel.states()).toEqual(['In progress', 'In progress']);
    start.resolve(started);
    await settle();
    expect(panel.states()).toEqual(['In progress', 'In progress']);
    expect(panel.container.querySelectorAll('time')).toHaveLength(2);
    expect(panel.onTranslation).toHaveBeenLastCalledWith('company', started);
    expect(panel.button('Start translation')).toBeDefined();
  });

  it('keeps the state before a failed start on screen, with an alert that tries again', async () => {
    const startTranslation = vi
      .fn<() => Promise<TranslationChange>>()
      .mockRejectedValueOnce(new EditorCallError('failed', 'start answered 502'))
      .mockResolvedValueOnce(started);
    const panel = open({
      translationState: vi.fn(() => Promise.resolve(answer(marked.translation.targetLanguages))),
      startTranslation,
    });
    await settle();
    panel.click('Start translation');
    await settle();
    expect(panel.states()).toEqual(['Marked for translation', 'Marked for translation']);
    const alert = panel.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Translation could not be started.');
    expect(panel.onTranslation).toHaveBeenCalledTimes(1);
    panel.click('Try again');
    await settle();
    expect(startTranslation).toHaveBeenCalledTimes(2);
    expect(panel.states()).toEqual(['In progress', 'In progress']);
    expect(panel.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('resets only after the confirmation that names the languages', async () => {
    const resetTranslation = vi.fn(() => Promise.resolve(resetAnswer));
    const inProgress = page('company', 'Company', started.targetLanguages);
    const panel = open(
      { translationState: vi.fn(() => Promise.resolve(started)), resetTranslation },
      { page: inProgress },
    );
    await settle();
    panel.click('Reset translation');
    const dialog = panel.container.querySelector('dialog');
    expect(dialog?.textContent).toContain(
      'These languages of “Company” will be marked for translation again:GermanFrench',
    );
    expect(resetTranslation).not.toHaveBeenCalled();
    const confirm = dialog?.querySelector<HTMLButtonElement>('.button--primary');
    act(() => confirm?.click());
    await settle();
    expect(resetTranslation).toHaveBeenCalledTimes(1);
    expect(panel.states()).toEqual(['Marked for translation', 'Marked for translation']);
    expect(panel.onTranslation).toHaveBeenLastCalledWith('company', resetAnswer);
  });

  it('reads the state again every 15 seconds while a language is in progress, and stops on close', async () => {
    const translationState = vi
      .fn<() => Promise<TranslationChange>>()
      .mockResolvedValueOnce(started)
      .mockResolvedValueOnce(started);
    const panel = open({ translationState });
    await settle();
    expect(translationState).toHaveBeenCalledTimes(1);
    panel.timers.advance(translationPollMs - 1);
    expect(translationState).toHaveBeenCalledTimes(1);
    panel.timers.advance(1);
    await settle();
    expect(translationState).toHaveBeenCalledTimes(2);
    expect(panel.timers.pending()).toBe(1);
    act(() => panel.root.unmount());
    expect(panel.timers.pending()).toBe(0);
  });

  it('stops reading again once nothing is in progress', async () => {
    const done = answer([target('de', 'Translated'), target('fr', 'Translated')]);
    const translationState = vi
      .fn<() => Promise<TranslationChange>>()
      .mockResolvedValueOnce(started)
      .mockResolvedValueOnce(done);
    const panel = open({ translationState });
    await settle();
    panel.timers.advance(translationPollMs);
    await settle();
    expect(panel.states()).toEqual(['Translated', 'Translated']);
    expect(panel.timers.pending()).toBe(0);
  });

  it('sends the editor back to the password form when a call answers 401', async () => {
    const panel = open({
      translationState: vi.fn(() => Promise.resolve(answer(marked.translation.targetLanguages))),
      startTranslation: vi.fn(() =>
        Promise.reject(new EditorCallError('signed-out', 'start answered 401')),
      ),
    });
    await settle();
    panel.click('Start translation');
    await settle();
    expect(panel.sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('shows the tree’s state with a retry when the state cannot be read', async () => {
    const translationState = vi
      .fn<() => Promise<TranslationChange>>()
      .mockRejectedValueOnce(new EditorCallError('failed', 'state answered 503'))
      .mockResolvedValueOnce(started);
    const panel = open({ translationState });
    await settle();
    expect(panel.container.querySelector('[role="alert"]')?.textContent).toContain(
      'The current state could not be read.',
    );
    expect(panel.states()).toEqual(['Marked for translation', 'Marked for translation']);
    panel.click('Try again');
    await settle();
    expect(panel.states()).toEqual(['In progress', 'In progress']);
  });
});

describe('starting translation of a subtree', () => {
  const history = page('history', 'History', [target('de', 'MarkedForTranslation')]);
  const careers = page('careers', 'Careers', [target('de', 'MarkedForTranslation')]);
  const translated = page('awards', 'Awards', [target('de', 'Translated')]);
  const subtree = [marked, history, translated, careers];

  it('starts each page marked for translation in turn, with progress and a summary', async () => {
    const calls = new Map<string, ReturnType<typeof deferred<TranslationChange>>>();
    const startTranslation = vi.fn((pageId: string) => {
      const call = deferred<TranslationChange>();
      calls.set(pageId, call);
      return call.promise;
    });
    const panel = open(
      {
        translationState: vi.fn(() => Promise.resolve(answer(marked.translation.targetLanguages))),
        startTranslation,
      },
      { subtree },
    );
    await settle();
    panel.doubleClick('Start translation for this page and its 3 sub-pages');
    expect(startTranslation.mock.calls).toEqual([['company']]);
    expect(panel.container.querySelector('progress')?.getAttribute('max')).toBe('3');
    calls.get('company')?.resolve(started);
    await settle();
    expect(panel.container.querySelector('.subtree-start [role="status"]')?.textContent).toBe(
      '1 of 3 pages',
    );
    expect(startTranslation.mock.calls).toEqual([['company'], ['history']]);
    calls.get('history')?.reject(new EditorCallError('failed', 'start answered 502'));
    await settle();
    calls.get('careers')?.resolve(answer([target('de', 'InProgress')]));
    await settle();
    expect(startTranslation.mock.calls).toEqual([['company'], ['history'], ['careers']]);
    expect(panel.container.querySelector('.subtree-start__summary')?.textContent).toBe(
      'Translation started for 2 pages.Translation could not be started for 1 pages:HistoryTry the failed pages again',
    );
    expect(panel.onTranslation.mock.calls.map(([pageId]) => pageId)).toEqual([
      'company',
      'company',
      'careers',
    ]);
    // The panel's own page took its answer.
    expect(panel.states()).toEqual(['In progress', 'In progress']);

    panel.click('Try the failed pages again');
    expect(startTranslation).toHaveBeenLastCalledWith('history');
    calls.get('history')?.resolve(answer([target('de', 'InProgress')]));
    await settle();
    expect(panel.container.querySelector('.subtree-start__summary')?.textContent).toBe(
      'Translation started for 1 pages.',
    );
  });

  it('stops after the page under way when cancelled', async () => {
    const first = deferred<TranslationChange>();
    const startTranslation = vi.fn(() => first.promise);
    const panel = open(
      {
        translationState: vi.fn(() => Promise.resolve(answer(marked.translation.targetLanguages))),
        startTranslation,
      },
      { subtree },
    );
    await settle();
    panel.click('Start translation for this page and its 3 sub-pages');
    panel.click('Cancel');
    expect(panel.container.textContent).toContain('Cancelling after the current page…');
    first.resolve(started);
    await settle();
    expect(startTranslation).toHaveBeenCalledTimes(1);
    expect(panel.container.querySelector('.subtree-start__summary')?.textContent).toBe(
      'Translation started for 1 pages.Cancelled: 2 pages were not started.',
    );
  });

  it('stops at a 401 and sends the editor to the password form', async () => {
    const startTranslation = vi.fn(() =>
      Promise.reject(new EditorCallError('signed-out', 'start answered 401')),
    );
    const panel = open(
      {
        translationState: vi.fn(() => Promise.resolve(answer(marked.translation.targetLanguages))),
        startTranslation,
      },
      { subtree },
    );
    await settle();
    panel.click('Start translation for this page and its 3 sub-pages');
    await settle();
    expect(startTranslation).toHaveBeenCalledTimes(1);
    expect(panel.sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('is not offered for a page without sub-pages', async () => {
    const panel = open({
      translationState: vi.fn(() => Promise.resolve(answer(marked.translation.targetLanguages))),
    });
    await settle();
    expect(panel.container.querySelector('.subtree-start')).toBeNull();
  });
});
