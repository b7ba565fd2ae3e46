import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { PortalHome } from './PortalHome';

const user = { fullName: 'Anna Customer', email: 'anna.customer@example.com', initials: 'AC' };

describe('given a signed-in user', () => {
  it('says who is signed in and signs out on request', () => {
    const onSignOut = vi.fn();
    renderWithMessages(
      <PortalHome session={{ kind: 'signed-in', user }} onSignOut={onSignOut} onRetry={vi.fn()} />,
    );
    expect(screen.getByText('Signed in as Anna Customer')).toBeTruthy();
    expect(screen.getByText('anna.customer@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <PortalHome session={{ kind: 'signed-in', user }} onSignOut={vi.fn()} onRetry={vi.fn()} />,
    );
    await expectAccessible(container);
  });
});

describe('given a sign-in under way', () => {
  it('shows progress and no sign-out button', () => {
    renderWithMessages(
      <PortalHome session={{ kind: 'signing-in' }} onSignOut={vi.fn()} onRetry={vi.fn()} />,
      'de',
    );
    expect(screen.getByRole('status').textContent).toBe('Sie werden angemeldet…');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('given a failed sign-in', () => {
  it('apologises and offers to try again', () => {
    const onRetry = vi.fn();
    renderWithMessages(
      <PortalHome session={{ kind: 'failed' }} onSignOut={vi.fn()} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Please try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
