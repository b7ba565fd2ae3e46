import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { ConfirmDialog } from './ConfirmDialog';

function dialog(overrides: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithPortalMessages(
    <ConfirmDialog
      open
      title="Deny the request?"
      text="Anna Adler asked for Inventory at Cablecraft."
      confirmLabel="Deny"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...overrides}
    />,
  );
  return { ...view, onConfirm, onCancel };
}

describe('a confirmation', () => {
  it('is a modal dialog named by its question, confirmed by the action named on its button', async () => {
    const { container, onConfirm, onCancel } = dialog();
    const box = screen.getByRole('dialog', { name: 'Deny the request?' });
    expect(box.textContent).toContain('Anna Adler asked for Inventory at Cablecraft.');
    fireEvent.click(within(box).getByRole('button', { name: 'Deny' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await expectAccessible(container);
  });

  it('goes back with nothing done on Cancel and on Escape', () => {
    const { onConfirm, onCancel } = dialog();
    const box = screen.getByRole('dialog');
    fireEvent.click(within(box).getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows a warning as an alert before the buttons', () => {
    dialog({ warning: 'Warning: this removes your own administrator rights for Ostara.' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Warning: this removes your own administrator rights for Ostara.',
    );
  });

  it('shows nothing while closed', () => {
    dialog({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks German on a German page', () => {
    renderWithPortalMessages(
      <ConfirmDialog
        open
        title="Anfrage ablehnen?"
        text="…"
        confirmLabel="Ablehnen"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
      'de',
    );
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });
});
