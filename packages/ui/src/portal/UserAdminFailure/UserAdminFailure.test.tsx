import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { UserAdminFailure } from './UserAdminFailure';

describe('a failure of the user administration', () => {
  it('is an alert under its own title, with the technical details', async () => {
    const onRetry = vi.fn();
    const { container } = renderWithPortalMessages(
      <UserAdminFailure
        title="Denying the request failed"
        details="403 Access denied"
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert', { name: 'Denying the request failed' });
    expect(alert.textContent).toContain('An error has occurred');
    expect(screen.getByText('Technical details').tagName).toBe('SUMMARY');
    expect(screen.getByText('403 Access denied').tagName).toBe('CODE');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expectAccessible(container);
  });

  it('offers no retry after a refused change, and no empty details', () => {
    renderWithPortalMessages(<UserAdminFailure title="Granting access failed" details="" />, 'de');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Technische Details')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Ein Fehler ist aufgetreten');
  });
});
