import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { FlashMessage } from './FlashMessage';

afterEach(() => vi.useRealTimers());

describe('given a plain flash message', () => {
  it('is visible at first and hides when the hide button is pressed', () => {
    renderWithMessages(<FlashMessage message={{ title: 'Saved', text: 'All good' }} />);
    expect(screen.getByText('Saved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide message' }));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('is blue for info by default', () => {
    const { container } = renderWithMessages(<FlashMessage message={{ title: 'T', text: 'x' }} />);
    expect(container.querySelector('.flash-message--info')).not.toBeNull();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<FlashMessage message={{ title: 'T', text: 'x' }} />);
    await expectAccessible(container);
  });
});

describe('given a static flash message', () => {
  it('shows no hide button', () => {
    renderWithMessages(<FlashMessage message={{ title: 'T', text: 'x', static: true }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('given a flash message with a link target', () => {
  it('shows the link instead of the hide button', () => {
    renderWithMessages(
      <FlashMessage message={{ title: 'T', text: 'x', to: '/en/news', linkText: 'Read more' }} />,
    );
    expect(screen.getByRole('link', { name: 'Read more' }).getAttribute('href')).toBe('/en/news');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('given a floating flash message', () => {
  it('hides itself after the default 7000 ms', () => {
    vi.useFakeTimers();
    renderWithMessages(
      <FlashMessage message={{ title: 'Gone soon', text: 'x', floating: true }} />,
    );
    act(() => vi.advanceTimersByTime(6999));
    expect(screen.queryByText('Gone soon')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Gone soon')).toBeNull();
  });
});

describe('given a German reader', () => {
  it('labels the hide button in German', () => {
    renderWithMessages(<FlashMessage message={{ title: 'T', text: 'x' }} />, 'de');
    expect(screen.getByRole('button', { name: 'Meldung ausblenden' })).toBeTruthy();
  });
});
