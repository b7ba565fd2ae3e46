import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { DeleteAccount, type DeleteAccountProps } from './DeleteAccount';

function props(overrides: Partial<DeleteAccountProps> = {}): DeleteAccountProps {
  return {
    email: 'sara.lind@ostara.example',
    canDelete: true,
    busy: false,
    failure: null,
    onDelete: vi.fn(),
    ...overrides,
  };
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

describe('deleting the account', () => {
  it('names the consequences and deletes only after the e-mail address is typed', async () => {
    const onDelete = vi.fn();
    const { container } = renderWithPortalMessages(<DeleteAccount {...props({ onDelete })} />);
    open();
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('integrated applications');
    expect(dialog.textContent).toContain('cannot be undone');
    expect(dialog.textContent).toContain('signs you out');
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account for good' });
    const typed = within(dialog).getByLabelText(
      'To confirm, type your e-mail address: sara.lind@ostara.example',
    );
    fireEvent.change(typed, { target: { value: 'sara@ostara.example' } });
    fireEvent.click(confirm);
    expect(onDelete).not.toHaveBeenCalled();
    expect(typed.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(typed, { target: { value: ' Sara.Lind@ostara.example ' } });
    fireEvent.click(confirm);
    expect(onDelete).toHaveBeenCalledOnce();
    await expectAccessible(container);
  });

  it('closes without deleting and forgets what was typed', () => {
    const onDelete = vi.fn();
    renderWithPortalMessages(<DeleteAccount {...props({ onDelete })} />);
    open();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'sara' } });
    fireEvent.click(screen.getByRole('button', { name: 'No, keep my account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    open();
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('');
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('shows a failure in the dialog, which stays open', () => {
    const { rerender } = renderWithPortalMessages(<DeleteAccount {...props()} />);
    open();
    rerender(
      <DeleteAccount {...props({ failure: { failure: 403, serviceMessage: 'Access denied' } })} />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toContain('An error has occurred');
    expect(within(dialog).getByText('Access denied')).toBeTruthy();
  });

  it('is not offered to an internal employee', () => {
    const { container } = renderWithPortalMessages(
      <DeleteAccount {...props({ canDelete: false })} />,
      'de',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toContain('Interne Konten werden intern gelöscht.');
  });
});
