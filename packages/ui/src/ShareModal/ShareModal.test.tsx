import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../i18n/messages-for';
import { MessagesProvider } from '../i18n/MessagesProvider';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { ShareModal } from './ShareModal';

const page = { title: 'Cutting & stripping', url: 'https://www.example.com/en/cutting' };

function setClipboard(clipboard: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

afterEach(() => {
  setClipboard(undefined);
});

describe('given a visible share modal', () => {
  it('is an open modal dialog named "Share this page" with the page title', () => {
    renderWithMessages(<ShareModal {...page} visible onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Share this page' });
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.textContent).toContain('Cutting & stripping');
  });

  it('shows the page address to copy', () => {
    renderWithMessages(<ShareModal {...page} visible onClose={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Link to this page' }) as HTMLInputElement;
    expect(input.value).toBe(page.url);
    expect(input.readOnly).toBe(true);
  });

  it('links to e-mail, LinkedIn and X with the address', () => {
    renderWithMessages(<ShareModal {...page} visible onClose={() => undefined} />);
    const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href') ?? '';
    expect(href(/^Send by e-mail/)).toContain('mailto:?subject=Cutting%20%26%20stripping');
    expect(href(/^Share on LinkedIn/)).toContain(encodeURIComponent(page.url));
    expect(href(/^Share on X/)).toContain('https://x.com/intent/post?url=');
  });

  it('copies the link with the clipboard and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    renderWithMessages(<ShareModal {...page} visible onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByText('The link is on your clipboard.')).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith(page.url);
  });

  it('selects the link for copying by hand when there is no clipboard', async () => {
    setClipboard(undefined);
    renderWithMessages(<ShareModal {...page} visible onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByText(/copy it with Ctrl\+C/)).toBeTruthy());
  });

  it('selects the link for copying by hand when the clipboard refuses', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    renderWithMessages(<ShareModal {...page} visible onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByText(/copy it with Ctrl\+C/)).toBeTruthy());
  });

  it('asks to close on Escape', () => {
    const onClose = vi.fn();
    renderWithMessages(<ShareModal {...page} visible onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Copy link' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks to close with its close button', () => {
    const onClose = vi.fn();
    renderWithMessages(<ShareModal {...page} visible onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes the dialog and gives focus back when it is no longer visible', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const withMessages = (visible: boolean) => (
      <MessagesProvider messages={messagesFor('en')}>
        <ShareModal {...page} visible={visible} onClose={() => undefined} />
      </MessagesProvider>
    );
    const { rerender, container } = render(withMessages(true));
    rerender(withMessages(false));
    expect(container.querySelector('dialog')?.open).toBe(false);
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('reads German', () => {
    renderWithMessages(<ShareModal {...page} visible onClose={() => undefined} />, 'de');
    expect(screen.getByRole('dialog', { name: 'Diese Seite teilen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link kopieren' })).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <ShareModal {...page} visible onClose={() => undefined} />,
    );
    await expectAccessible(container);
  });
});

describe('given a hidden share modal', () => {
  it('keeps the dialog closed', () => {
    const { container } = renderWithMessages(
      <ShareModal title="" url="" visible={false} onClose={() => undefined} />,
    );
    expect(container.querySelector('dialog')?.open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <ShareModal {...page} visible={false} onClose={() => undefined} />,
    );
    await expectAccessible(container);
  });
});
