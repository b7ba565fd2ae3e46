import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { CommentForm, type CommentFormProps } from './CommentForm';

function props(overrides: Partial<CommentFormProps> = {}): CommentFormProps {
  return { busy: false, failed: false, onSubmit: vi.fn(), ...overrides };
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));

describe('given an empty comment', () => {
  it('asks for one, in the summary with focus and on the field', async () => {
    const onSubmit = vi.fn();
    const { container } = renderWithPortalMessages(<CommentForm {...props({ onSubmit })} />);
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: '   ' } });
    send();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    const link = screen.getByRole('link', { name: 'Please enter a comment' });
    const field = screen.getByLabelText('Comment');
    expect(link.getAttribute('href')).toBe(`#${field.id}`);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(container);
  });
});

describe('given a comment', () => {
  it('sends it trimmed, once while busy, with the attachments slot inside the form', () => {
    const onSubmit = vi.fn();
    const { rerender } = renderWithPortalMessages(
      <CommentForm {...props({ onSubmit, attachments: <p>picker</p> })} />,
    );
    expect(screen.getByText('picker').closest('form')).not.toBeNull();
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: ' Thanks! ' } });
    send();
    expect(onSubmit).toHaveBeenCalledWith('Thanks!');
    rerender(<CommentForm {...props({ onSubmit, busy: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sending the comment…' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('keeps the text after a failure and sends it again on retry', () => {
    const onSubmit = vi.fn();
    const { rerender } = renderWithPortalMessages(<CommentForm {...props({ onSubmit })} />);
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Hello' } });
    send();
    rerender(<CommentForm {...props({ onSubmit, failed: true })} />);
    expect((screen.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});

describe('given a German reader', () => {
  it('asks for a comment in German', () => {
    renderWithPortalMessages(<CommentForm {...props()} />, 'de');
    fireEvent.click(screen.getByRole('button', { name: 'Kommentar senden' }));
    expect(screen.getByRole('link', { name: 'Bitte geben Sie einen Kommentar ein' })).toBeTruthy();
  });
});
