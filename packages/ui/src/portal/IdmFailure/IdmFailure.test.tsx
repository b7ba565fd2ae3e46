import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { IdmFailure } from './IdmFailure';

describe('IdmFailure', () => {
  it("says spec 8's text with IDM's message as the details", () => {
    renderWithPortalMessages(<IdmFailure details={{ failure: 500, serviceMessage: 'Boom' }} />);
    expect(screen.getByRole('alert').textContent).toContain('An error has occurred');
    expect(screen.getByText('Technical details').tagName).toBe('SUMMARY');
    expect(screen.getByText('Boom')).toBeTruthy();
  });

  it('names the status when IDM gave no message, and retries', () => {
    const onRetry = vi.fn();
    renderWithPortalMessages(
      <IdmFailure details={{ failure: 502, serviceMessage: ' ' }} onRetry={onRetry} />,
      'de',
    );
    expect(screen.getByText('Der Identitätsdienst antwortete mit Status 502.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
