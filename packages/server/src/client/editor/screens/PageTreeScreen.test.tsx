// @vitest-environment happy-dom
import type { TranslationChange } from '@kmx/domain/content';
import type { EditorNavigation } from '@kmx/domain/editor';
import { exampleEditorNavigation } from '@kmx/ui/examples';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EditorCallError, type EditorApi } from '../editor-api';
import { renderEditorScreen, settle } from '../test-support/editor-context';
import { PageTreeScreen } from './PageTreeScreen';
import type { TranslationPanelScreenProps } from './TranslationPanelScreen';

// The panel is Part D2's screen; here only what the tree hands it and what it hands back count.
const panels: TranslationPanelScreenProps[] = [];
vi.mock('./TranslationPanelScreen', () => ({
  TranslationPanelScreen: (props: TranslationPanelScreenProps) => {
    panels.push(props);
    return (
      <section aria-label="panel">
        <h2>{props.page.title}</h2>
        <p data-testid="subtree">{props.subtree.map((page) => page.id).join(',')}</p>
      </section>
    );
  },
}));

const started: TranslationChange = {
  sourceLanguage: 'en',
  sourceEditedAt: null,
  targetLanguages: [
    {
      id: 't-de',
      language: 'de',
      translationState: 'InProgress',
      exportedAt: '2026-03-02T09:30:00Z',
      importedAt: null,
    },
  ],
};

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

type Navigation = EditorApi['navigation'];

function renderTree(navigation: Navigation, address = {}) {
  const spy = vi.fn(navigation);
  const rendered = renderEditorScreen((editor) => <PageTreeScreen editor={editor} />, {
    api: { navigation: spy },
    address,
  });
  return { ...rendered, navigation: spy };
}

const answer = (navigation: EditorNavigation = exampleEditorNavigation): Navigation =>
  vi.fn(() => Promise.resolve(navigation));

const text = (container: HTMLElement) => container.textContent ?? '';

describe('the page tree screen', () => {
  it("loads the address's site, language and stage and lists the pages", async () => {
    const { container, navigation } = renderTree(answer(), { lang: 'de', stage: 'DRAFT' });
    expect(container.querySelector('section')?.getAttribute('aria-busy')).toBe('true');
    expect(navigation).toHaveBeenCalledWith('main', 'de', 'DRAFT', expect.any(AbortSignal));
    await settle();
    expect(container.querySelector('caption')?.textContent).toBe(
      'Navigation of Komax in German, Draft',
    );
    expect(container.querySelector('[role="status"]')?.textContent).toBe('6 pages shown.');
  });

  it('abandons the call under way when the stage changes, and shows only the new answer', async () => {
    const first = deferred<EditorNavigation>();
    const second = deferred<EditorNavigation>();
    const calls = [first, second];
    const { container, go, navigation } = renderTree(() => {
      const next = calls.shift();
      if (next === undefined) throw new Error('one call too many');
      return next.promise;
    });
    const firstSignal = navigation.mock.calls[0]?.[3];
    act(() => go({ stage: 'DRAFT' }));
    expect(firstSignal?.aborted).toBe(true);
    expect(navigation).toHaveBeenLastCalledWith('main', 'en', 'DRAFT', expect.any(AbortSignal));
    second.resolve({ ...exampleEditorNavigation, items: [], otherPages: [] });
    first.resolve(exampleEditorNavigation);
    await settle();
    expect(text(container)).toContain('This site has no pages');
  });

  it('writes the filters into the address and filters the tree from it', async () => {
    const { container, go, editor } = renderTree(answer());
    await settle();
    const german = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'German (3)',
    );
    act(() => german?.click());
    expect(go).toHaveBeenLastCalledWith({ needs: 'de' });
    expect(editor().address.needs).toBe('de');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('3 pages shown.');
    const select = container.querySelector('select') as HTMLSelectElement;
    act(() => {
      select.value = 'InProgress';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(go).toHaveBeenLastCalledWith({ state: 'InProgress' });
    expect(container.querySelector('[role="status"]')?.textContent).toBe('1 page shown.');
  });

  it('opens the panel of a page with its subtree, updates the tree from its answers, closes', async () => {
    panels.length = 0;
    const { container, go } = renderTree(answer());
    await settle();
    const careers = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Careers');
    expect(careers?.getAttribute('href')).toBe('/en/editor?site=main&lang=en&page=careers');
    act(() => careers?.click());
    expect(go).toHaveBeenLastCalledWith({ page: 'careers' });
    expect(container.querySelector('[aria-label="panel"] h2')?.textContent).toBe('Careers');
    expect(container.querySelector('[data-testid="subtree"]')?.textContent).toBe(
      'careers,trainees',
    );
    const panel = panels.at(-1);
    act(() => panel?.onTranslation('trainees', started));
    const trainees = [...container.querySelectorAll('tr')].find((row) =>
      row.textContent?.startsWith('Trainee programme'),
    );
    expect(trainees?.textContent).toContain('In progress');
    act(() => panel?.onClose());
    expect(go).toHaveBeenLastCalledWith({ page: null });
    expect(container.querySelector('[aria-label="panel"]')).toBeNull();
  });

  it('opens no panel for a page the tree does not hold', async () => {
    const { container } = renderTree(answer(), { page: 'gone' });
    await settle();
    expect(container.querySelector('[aria-label="panel"]')).toBeNull();
    expect(container.querySelector('table')).not.toBeNull();
  });

  it('opens the preview through the area', async () => {
    const { container, go } = renderTree(answer());
    await settle();
    const preview = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Preview History',
    );
    expect(preview?.getAttribute('href')).toBe(
      '/en/editor?site=main&lang=en&preview=%2Fcompany%2Fhistory',
    );
    act(() => preview?.click());
    expect(go).toHaveBeenLastCalledWith({ preview: '/company/history' });
  });

  it('offers a retry when loading failed, and loads again', async () => {
    const navigation = vi
      .fn<Navigation>()
      .mockRejectedValueOnce(new EditorCallError('failed', 'answered 502'))
      .mockResolvedValueOnce(exampleEditorNavigation);
    const { container, editor } = renderTree(navigation);
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('could not be loaded');
    expect(editor().report).toHaveBeenCalled();
    const retry = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Try again',
    );
    act(() => retry?.click());
    await settle();
    expect(navigation).toHaveBeenCalledTimes(2);
    expect(container.querySelector('table')).not.toBeNull();
  });

  it('brings the password form back when the session has ended', async () => {
    const { sessionEnded, container } = renderTree(() =>
      Promise.reject(new EditorCallError('signed-out', 'answered 401')),
    );
    await settle();
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});
