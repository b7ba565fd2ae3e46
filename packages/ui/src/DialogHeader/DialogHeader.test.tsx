import { fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../test-support/render-with-messages';
import { DialogHeader } from './DialogHeader';

describe('the header of a dialog', () => {
  it('names the dialog with its heading and closes it with a button named "Close"', () => {
    const onClose = vi.fn();
    const { container } = renderWithMessages(
      <DialogHeader
        block="share-modal"
        headingId="h"
        heading="Share this page"
        onClose={onClose}
      />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Share this page' });
    expect(heading.id).toBe('h');
    expect(heading.className).toBe('share-modal__heading');
    expect(heading.hasAttribute('tabindex')).toBe(false);
    expect(container.firstElementChild?.className).toBe('share-modal__header');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('hands out a focusable heading to a dialog that focuses it', () => {
    const headingRef = createRef<HTMLHeadingElement>();
    renderWithMessages(
      <DialogHeader
        block="compare-panel"
        headingId="h"
        heading="Vergleich"
        onClose={() => undefined}
        headingRef={headingRef}
      />,
      'de',
    );
    expect(headingRef.current?.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('button', { name: 'Schliessen' })).toBeTruthy();
  });
});
