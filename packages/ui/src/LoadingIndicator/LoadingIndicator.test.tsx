import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { LoadingIndicator } from './LoadingIndicator';

describe('given a page on its way', () => {
  it('shows a progress bar named Loading… and says so to screen readers', () => {
    const { container } = renderWithMessages(<LoadingIndicator loading loadedTitle="Company" />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('Loading…');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<LoadingIndicator loading loadedTitle={null} />);
    await expectAccessible(container);
  });
});

describe('given a page that has arrived', () => {
  it('hides the bar and announces the new title', () => {
    const { container } = renderWithMessages(
      <LoadingIndicator loading={false} loadedTitle="Company" />,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Page loaded: Company',
    );
  });
});

describe('given no navigation yet', () => {
  it('shows nothing and announces nothing', () => {
    const { container } = renderWithMessages(
      <LoadingIndicator loading={false} loadedTitle={null} />,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(container.textContent).toBe('');
  });
});

describe('given a German reader', () => {
  it('names the bar in German', () => {
    renderWithMessages(<LoadingIndicator loading loadedTitle={null} />, 'de');
    expect(screen.getByRole('progressbar', { name: 'Wird geladen…' })).toBeTruthy();
  });

  it('announces the new page in German', () => {
    const { container } = renderWithMessages(
      <LoadingIndicator loading={false} loadedTitle="Unternehmen" />,
      'de',
    );
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Seite geladen: Unternehmen',
    );
  });
});
