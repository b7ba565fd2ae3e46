import { fireEvent, render, screen } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../i18n/MessagesProvider';
import { messagesFor } from '../i18n/messages-for';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { ModalDialog } from './ModalDialog';

function shareDialog(open: boolean, onClose: () => void, title: ReactNode = 'Share this page') {
  return (
    <ModalDialog open={open} onClose={onClose} block="share-modal">
      <ModalDialog.Title>{title}</ModalDialog.Title>
      <p>Inside</p>
      <button type="button">Copy link</button>
    </ModalDialog>
  );
}

describe('an open modal dialog', () => {
  it('is shown modal and named by its title, a level-2 heading', () => {
    const { container } = renderWithMessages(shareDialog(true, () => undefined));
    const dialog = screen.getByRole('dialog', { name: 'Share this page' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.className).toBe('modal-dialog share-modal');
    const heading = screen.getByRole('heading', { level: 2, name: 'Share this page' });
    expect(heading.className).toBe('share-modal__heading');
    expect(heading.hasAttribute('tabindex')).toBe(false);
    expect(container.querySelector('.share-modal__box > .share-modal__header')).not.toBeNull();
  });

  it('takes a class of its own beside its block', () => {
    renderWithMessages(
      <ModalDialog
        open
        onClose={() => undefined}
        block="site-search"
        className="site-search__dialog"
      >
        <ModalDialog.Title>Site search</ModalDialog.Title>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Site search' });
    expect(dialog.className).toBe('modal-dialog site-search__dialog');
    expect(dialog.querySelector('.site-search__box .site-search__heading')).not.toBeNull();
  });

  it('asks to close on Escape from anywhere inside, and with its close button', () => {
    const onClose = vi.fn();
    renderWithMessages(shareDialog(true, onClose));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Copy link' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Copy link' }), { key: 'Enter' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('asks to close on a click on the backdrop, not on one inside', () => {
    const onClose = vi.fn();
    renderWithMessages(shareDialog(true, onClose));
    fireEvent.click(screen.getByText('Inside'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks to close when the browser cancels it, and keeps it open until told', () => {
    const onClose = vi.fn();
    renderWithMessages(shareDialog(true, onClose));
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(true);
  });

  it('hands out a focusable title to a dialog that focuses it', () => {
    const titleRef = createRef<HTMLHeadingElement>();
    renderWithMessages(
      <ModalDialog open onClose={() => undefined} block="compare-panel">
        <ModalDialog.Title ref={titleRef}>Produktvergleich</ModalDialog.Title>
      </ModalDialog>,
      'de',
    );
    expect(titleRef.current?.getAttribute('tabindex')).toBe('-1');
    titleRef.current?.focus();
    expect(document.activeElement).toBe(titleRef.current);
    expect(screen.getByRole('button', { name: 'Schliessen' })).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(shareDialog(true, () => undefined));
    await expectAccessible(container);
  });
});

describe('a closed modal dialog', () => {
  it('is not shown, and gives focus back to where it was when it closes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const page = (open: boolean) => (
      <MessagesProvider messages={messagesFor('en')}>
        {shareDialog(open, () => undefined)}
      </MessagesProvider>
    );
    const { rerender, container } = render(page(true));
    screen.getByRole('button', { name: 'Copy link' }).focus();
    rerender(page(false));
    expect(container.querySelector('dialog')?.open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('does not ask to close when the browser closes it on the owner’s word', () => {
    const onClose = vi.fn();
    const page = (open: boolean) => (
      <MessagesProvider messages={messagesFor('en')}>{shareDialog(open, onClose)}</MessagesProvider>
    );
    const { rerender } = render(page(true));
    rerender(page(false));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(shareDialog(false, () => undefined));
    await expectAccessible(container);
  });
});

describe('a title outside a modal dialog', () => {
  it('is a mistake said at once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => renderWithMessages(<ModalDialog.Title>Lost</ModalDialog.Title>)).toThrow(
        /inside a ModalDialog/,
      );
    } finally {
      error.mockRestore();
    }
  });
});
