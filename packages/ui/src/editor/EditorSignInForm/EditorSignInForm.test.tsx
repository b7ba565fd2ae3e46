import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithEditorMessages } from '../../test-support/render-with-editor-messages';
import { EditorSignInForm, type EditorSignInFormProps } from './EditorSignInForm';

function renderForm(props: Partial<EditorSignInFormProps> = {}, language = 'en') {
  const onSubmit = vi.fn();
  const all: EditorSignInFormProps = { busy: false, failure: null, answers: 0, onSubmit, ...props };
  const rendered = renderWithEditorMessages(<EditorSignInForm {...all} />, language);
  const rerender = (next: Partial<EditorSignInFormProps>) =>
    rendered.rerender(<EditorSignInForm {...all} {...next} />);
  return { ...rendered, onSubmit, rerender };
}

const field = () => screen.getByLabelText('Password');
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('the editor password form', () => {
  it('asks for one password the browser may fill in, and is accessible', async () => {
    const { container } = renderForm();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Sign in to the editor area',
    );
    expect(field().getAttribute('type')).toBe('password');
    expect(field().getAttribute('autocomplete')).toBe('current-password');
    expect(container.querySelectorAll('input')).toHaveLength(1);
    await expectAccessible(container);
  });

  it('stops an empty password with the spec\'s "Please enter a password", summary focused', async () => {
    const { onSubmit, container } = renderForm();
    type('   ');
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('There is a problem');
    expect(document.activeElement).toBe(summary);
    const link = screen.getByRole('link', { name: 'Please enter a password' });
    expect(link.getAttribute('href')).toBe(`#${field().id}`);
    fireEvent.click(link);
    expect(document.activeElement).toBe(field());
    expect(field().getAttribute('aria-invalid')).toBe('true');
    const errorId = field().getAttribute('aria-describedby')?.split(' ')[1] ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Error: Please enter a password');
    await expectAccessible(container);
  });

  it('sends the typed password, and the button is never disabled', () => {
    const { onSubmit } = renderForm();
    type('Demo-2026!editor');
    submit();
    expect(onSubmit).toHaveBeenCalledWith('Demo-2026!editor');
    expect(screen.getByRole('button').hasAttribute('disabled')).toBe(false);
  });

  it('sends nothing more while a sign-in is under way', () => {
    const { onSubmit } = renderForm({ busy: true });
    type('secret');
    fireEvent.click(screen.getByRole('button', { name: 'Signing in…' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field().closest('form')?.getAttribute('aria-busy')).toBe('true');
  });

  it('shows the wrong-password flag on the field and empties it', () => {
    const { rerender } = renderForm();
    type('not-it');
    submit();
    rerender({ failure: { kind: 'wrong-password' }, answers: 1 });
    const message = 'The password is not correct. Please check it and try again.';
    expect(screen.getByRole('link', { name: message })).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect((field() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('says how many minutes to wait after too many attempts, above the form', () => {
    const { rerender } = renderForm();
    type('again');
    submit();
    rerender({ failure: { kind: 'limited', retryAfterSeconds: 840 }, answers: 1 });
    expect(screen.getByRole('alert').textContent).toContain(
      'Too many attempts. Try again in 14 minutes.',
    );
    expect(field().hasAttribute('aria-invalid')).toBe(false);
    rerender({ failure: { kind: 'limited', retryAfterSeconds: 30 }, answers: 2 });
    expect(screen.getByRole('alert').textContent).toContain(
      'Too many attempts. Try again in 1 minute.',
    );
  });

  it('keeps a password the server never saw, for the retry', () => {
    const { rerender } = renderForm();
    type('kept');
    submit();
    rerender({ failure: { kind: 'failed' }, answers: 1 });
    expect(screen.getByRole('alert').textContent).toContain('signing in did not work');
    expect((field() as HTMLInputElement).value).toBe('kept');
  });

  it('speaks German', () => {
    renderForm({ failure: { kind: 'limited', retryAfterSeconds: 900 }, answers: 0 }, 'de');
    expect(screen.getByLabelText('Passwort')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Zu viele Versuche. Versuchen Sie es in 15 Minuten erneut.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByRole('link', { name: 'Bitte geben Sie ein Passwort ein' })).toBeTruthy();
  });
});
