import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { CloseTicketForm, type CloseTicketFormProps } from './CloseTicketForm';

function props(overrides: Partial<CloseTicketFormProps> = {}): CloseTicketFormProps {
  return { ticketId: '4711', busy: false, failed: false, onConfirm: vi.fn(), ...overrides };
}

const close = () => fireEvent.click(screen.getByRole('button', { name: 'Close ticket 4711' }));

describe('given no reason chosen', () => {
  it('asks for one and does not confirm', async () => {
    const { container } = renderWithPortalMessages(<CloseTicketForm {...props()} />);
    close();
    expect(screen.getByRole('alert').textContent).toContain('Please enter a valid value');
    const link = screen.getByRole('link', { name: 'Please enter a valid value' });
    expect(link.getAttribute('href')).toBe(
      `#${screen.getByRole('radio', { name: 'Solved by our support' }).id}`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectAccessible(container);
  });
});

describe('given a reason and a comment', () => {
  it('asks to confirm, then sends the closure', () => {
    const onConfirm = vi.fn();
    renderWithPortalMessages(<CloseTicketForm {...props({ onConfirm })} />);
    const reasons = screen.getAllByRole('radio');
    expect(reasons).toHaveLength(3);
    fireEvent.click(screen.getByRole('radio', { name: 'No longer relevant' }));
    fireEvent.change(screen.getByLabelText('Closing comment (optional)'), {
      target: { value: ' Replaced the machine ' },
    });
    close();
    expect(onConfirm).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Close ticket 4711?' });
    expect(dialog.textContent).toContain('because: No longer relevant');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, close the ticket' }));
    expect(onConfirm).toHaveBeenCalledWith({
      reason: 'noLongerRelevant',
      comment: 'Replaced the machine',
    });
  });

  it('sends nothing when the customer keeps it open', () => {
    const onConfirm = vi.fn();
    renderWithPortalMessages(<CloseTicketForm {...props({ onConfirm })} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Solved without our support' }));
    close();
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it open' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(
      (screen.getByRole('radio', { name: 'Solved without our support' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('tries the same closure again after a failure', () => {
    const onConfirm = vi.fn();
    const { rerender } = renderWithPortalMessages(<CloseTicketForm {...props({ onConfirm })} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Solved by our support' }));
    close();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, close the ticket' }));
    rerender(<CloseTicketForm {...props({ onConfirm, failed: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(onConfirm).toHaveBeenLastCalledWith({ reason: 'solvedByProvider', comment: null });
  });

  it('ignores a confirmation while busy', () => {
    const onConfirm = vi.fn();
    renderWithPortalMessages(<CloseTicketForm {...props({ onConfirm, busy: true })} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Solved by our support' }));
    fireEvent.click(screen.getByRole('button', { name: 'Closing the ticket…' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
