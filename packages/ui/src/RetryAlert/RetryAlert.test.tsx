import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RetryAlert } from './RetryAlert';

describe('the alert that offers to try again', () => {
  it('announces what failed and tries again when its button is pressed', () => {
    const onRetry = vi.fn();
    render(
      <RetryAlert
        message="The comparison could not be loaded."
        retryLabel="Try again"
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The comparison could not be loaded.');
    expect(alert.className).toBe('retry-alert retry-alert--page');
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button.getAttribute('type')).toBe('button');
    expect(onRetry).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes the colours of the header panel it stands in', () => {
    render(
      <RetryAlert
        tone="furniture"
        message="Die Länder konnten nicht geladen werden."
        retryLabel="Erneut versuchen"
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByRole('alert').className).toBe('retry-alert retry-alert--furniture');
  });
});
