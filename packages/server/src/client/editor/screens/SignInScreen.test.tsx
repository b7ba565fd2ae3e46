// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { editorMessagesFor } from '@kmx/ui/editor';
import type { EditorSignInOutcome } from '../editor-api';
import { renderEditorScreen, settle } from '../test-support/editor-context';
import { SignInScreen } from './SignInScreen';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function renderSignIn(signIn: (password: string) => Promise<EditorSignInOutcome>) {
  const onSignedIn = vi.fn();
  const api = { signIn: vi.fn(signIn) };
  const { container } = renderEditorScreen(() => (
    <SignInScreen editorMessages={editorMessagesFor('en')} api={api} onSignedIn={onSignedIn} />
  ));
  const input = container.querySelector('input') as HTMLInputElement;
  const form = container.querySelector('form') as HTMLFormElement;
  const typeAndSubmit = (password: string, times = 1) => {
    act(() => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, password);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    for (let time = 0; time < times; time += 1) {
      act(() => form.requestSubmit());
    }
  };
  return { container, api, onSignedIn, input, typeAndSubmit };
}

describe('the sign-in screen', () => {
  it('signs in once for a double submit and tells the app', async () => {
    const answer = deferred<EditorSignInOutcome>();
    const { api, onSignedIn, typeAndSubmit, container } = renderSignIn(() => answer.promise);
    typeAndSubmit('Demo-2026!editor', 2);
    expect(api.signIn).toHaveBeenCalledTimes(1);
    expect(api.signIn).toHaveBeenCalledWith('Demo-2026!editor');
    expect(container.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    answer.resolve({ kind: 'accepted' });
    await settle();
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('shows the wrong-password flag and lets the editor try again', async () => {
    const { api, onSignedIn, typeAndSubmit, container, input } = renderSignIn(() =>
      Promise.resolve({ kind: 'wrong-password' }),
    );
    document.title = 'Editor area – Komax';
    typeAndSubmit('guess');
    await settle();
    expect(container.textContent).toContain('The password is not correct');
    expect(document.title).toBe('Error: Editor area – Komax');
    expect(input.value).toBe('');
    expect(onSignedIn).not.toHaveBeenCalled();
    typeAndSubmit('guess again');
    expect(document.title).toBe('Editor area – Komax');
    await settle();
    expect(api.signIn).toHaveBeenCalledTimes(2);
  });

  it('ends an attempt whose call broke as a failure with a retry', async () => {
    const { typeAndSubmit, container } = renderSignIn(() => Promise.reject(new Error('bug')));
    typeAndSubmit('secret');
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'signing in did not work',
    );
    expect(container.querySelector('form')?.getAttribute('aria-busy')).toBe('false');
  });
});
