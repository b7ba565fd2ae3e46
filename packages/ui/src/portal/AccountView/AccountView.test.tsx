import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { AccountView } from './AccountView';

describe('AccountView', () => {
  it('is busy while loading and shows no sections', () => {
    const { container } = renderWithPortalMessages(
      <AccountView state="loading" onRetry={vi.fn()}>
        <p>Profile</p>
      </AccountView>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Account settings');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('Profile')).toBeNull();
  });

  it('offers a retry after a failure', () => {
    const onRetry = vi.fn();
    renderWithPortalMessages(<AccountView state="failed" onRetry={onRetry} />, 'de');
    expect(screen.getByRole('alert').textContent).toContain(
      'Ihr Konto konnte nicht geladen werden',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the sections once loaded', () => {
    renderWithPortalMessages(
      <AccountView state="loaded" onRetry={vi.fn()}>
        <p>Profile</p>
      </AccountView>,
    );
    expect(screen.getByText('Profile')).toBeTruthy();
  });
});
