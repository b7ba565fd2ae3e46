import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagesProvider } from '../i18n/MessagesProvider';
import { messagesFor } from '../i18n/messages-for';
import { ModalDialog } from '../ModalDialog';
import { renderWithMessages } from '../test-support/render-with-messages';

function dialog() {
  return (
    <ModalDialog open onClose={() => undefined} block="share-modal">
      <ModalDialog.Title>Share this page</ModalDialog.Title>
      <input aria-label="Address" />
      <button type="button">Copy link</button>
    </ModalDialog>
  );
}

describe('an open modal dialog and the Tab key', () => {
  it('takes Tab from its last control to its first (the close button), not out of the page', () => {
    renderWithMessages(dialog());
    const last = screen.getByRole('button', { name: 'Copy link' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('takes Shift+Tab from its first control to its last', () => {
    renderWithMessages(dialog());
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy link' }));
  });

  it('leaves Tab between its controls to the browser', () => {
    renderWithMessages(dialog());
    const input = screen.getByRole('textbox', { name: 'Address' });
    input.focus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    input.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(input);
  });
});

describe('an open modal dialog outside the document', () => {
  it('is not shown modal, which the browser refuses there', () => {
    const detached = document.createElement('div');
    const { container } = render(
      <MessagesProvider messages={messagesFor('en')}>{dialog()}</MessagesProvider>,
      { container: detached },
    );
    const element = container.querySelector('dialog');
    expect(element?.isConnected).toBe(false);
    expect(element?.open).toBe(false);
  });
});
