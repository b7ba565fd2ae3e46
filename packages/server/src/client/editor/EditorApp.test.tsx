// @vitest-environment happy-dom
import { messagesFor } from '@kmx/ui';
import { editorMessagesFor } from '@kmx/ui/editor';
import { exampleEditorNavigation, exampleEditorPages } from '@kmx/ui/examples';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { EditorApp } from './EditorApp';
import { EditorCallError } from './editor-api';
import type { EditorView } from './EditorScreenContext';
import { fakeEditorApi, settle, testEditorView } from './test-support/editor-context';

function renderApp(view: EditorView, api = fakeEditorApi(), search = '') {
  window.history.replaceState(null, '', `/en/editor${search}`);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <EditorApp
        view={view}
        messages={messagesFor('en')}
        editorMessages={editorMessagesFor('en')}
        api={api}
      />,
    ),
  );
  return { container, root, api };
}

const signedOut: EditorView = { ...testEditorView, signedIn: false };

function submitPassword(container: HTMLElement, password: string) {
  const input = container.querySelector('input[type="password"]') as HTMLInputElement;
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      input,
      password,
    );
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(() => input.form?.requestSubmit());
}

const heading = (container: HTMLElement) => container.querySelector('h1')?.textContent;
const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((one) => one.textContent === name);

describe('the editor area in the browser', () => {
  it('shows the password form to an editor without a session, and no choices', async () => {
    const { container } = renderApp(signedOut);
    await settle();
    expect(heading(container)).toBe('Sign in to the editor area');
    expect(container.querySelector('select')).toBeNull();
    expect(button(container, 'Sign out')).toBeUndefined();
  });

  it('switches to the tree after signing in, with site and language in the address', async () => {
    const api = fakeEditorApi({
      signIn: vi.fn(() => Promise.resolve({ kind: 'accepted' as const })),
      navigation: vi.fn(() => Promise.resolve(exampleEditorNavigation)),
    });
    const { container } = renderApp(signedOut, api);
    await settle();
    submitPassword(container, 'Demo-2026!editor');
    await settle();
    expect(api.signIn).toHaveBeenCalledWith('Demo-2026!editor');
    expect(heading(container)).toBe('Pages');
    expect(document.activeElement).toBe(container.querySelector('h1'));
    expect(window.location.search).toBe('?site=main&lang=en');
    expect(api.navigation).toHaveBeenCalledWith('main', 'en', 'PUBLISHED', expect.any(AbortSignal));
    expect(container.querySelector('table')).not.toBeNull();
  });

  it('brings the form back when a call says the session has ended, and keeps the address', async () => {
    const api = fakeEditorApi({
      navigation: vi.fn(() => Promise.reject(new EditorCallError('signed-out', '401'))),
    });
    const { container } = renderApp(testEditorView, api, '?site=events&lang=de&state=InProgress');
    await settle();
    expect(heading(container)).toBe('Sign in to the editor area');
    expect(window.location.search).toBe('?site=events&lang=de&state=InProgress');
  });

  it('signs out, and stays signed in with a message when sign-out failed', async () => {
    const signOut = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new EditorCallError('failed', '502'))
      .mockResolvedValueOnce(undefined);
    const api = fakeEditorApi({
      signOut,
      navigation: vi.fn(() => Promise.resolve(exampleEditorNavigation)),
    });
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderApp(testEditorView, api);
    await settle();
    act(() => button(container, 'Sign out')?.click());
    await settle();
    expect(report).toHaveBeenCalledWith('editor area: sign-out failed', '502');
    report.mockRestore();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'signing out did not work',
    );
    expect(heading(container)).toBe('Pages');
    act(() => button(container, 'Sign out')?.click());
    await settle();
    expect(heading(container)).toBe('Sign in to the editor area');
    expect(button(container, 'Sign out')).toBeUndefined();
  });

  it('starts the tree afresh when the stage changes: filters and panel go, the stage stays', async () => {
    const api = fakeEditorApi({
      navigation: vi.fn(() => Promise.resolve(exampleEditorNavigation)),
      translationState: vi.fn(() => Promise.resolve({ ...exampleEditorPages.history.translation })),
    });
    const { container } = renderApp(
      testEditorView,
      api,
      '?site=main&lang=en&needs=de&page=history',
    );
    await settle();
    const draft = container.querySelector('input[value="DRAFT"]') as HTMLInputElement;
    act(() => draft.click());
    await settle();
    expect(window.location.search).toBe('?site=main&lang=en&stage=DRAFT');
    expect(api.navigation).toHaveBeenLastCalledWith('main', 'en', 'DRAFT', expect.any(AbortSignal));
  });
});
