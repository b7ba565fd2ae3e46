import { act, renderHook, waitFor } from '@testing-library/react';
import { lastReadNewsStorageKey } from '@kmx/domain/content';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { exampleNewsFeedServices, exampleNewsItems } from '../examples';
import { SiteServicesProvider } from '../site-services/SiteServicesProvider';
import type { SiteServices } from '../site-services/SiteServices';
import { markNewsRead } from './news-feed-read-store';
import { useNewsFeedUnread } from './use-news-feed-unread';

function withServices(services: SiteServices | null) {
  return ({ children }: { children: ReactNode }) => (
    <SiteServicesProvider services={services}>{children}</SiteServicesProvider>
  );
}

describe('useNewsFeedUnread', () => {
  it('is on while the newest id differs from the last read one', async () => {
    const services = exampleNewsFeedServices({ lastReadId: 'news-02' });
    const { result } = renderHook(() => useNewsFeedUnread('en'), {
      wrapper: withServices(services),
    });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is on when nothing was read yet', async () => {
    const { result } = renderHook(() => useNewsFeedUnread('en'), {
      wrapper: withServices(exampleNewsFeedServices()),
    });
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is off when the newest item was read', async () => {
    const services = exampleNewsFeedServices({ lastReadId: 'news-01' });
    const { result } = renderHook(() => useNewsFeedUnread('en'), {
      wrapper: withServices(services),
    });
    await waitFor(() => expect(services.requests).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(result.current).toBe(false);
  });

  it('turns off at once when the feed is marked read', async () => {
    const services = exampleNewsFeedServices();
    const { result } = renderHook(() => useNewsFeedUnread('en'), {
      wrapper: withServices(services),
    });
    await waitFor(() => expect(result.current).toBe(true));
    act(() => markNewsRead(services.localStore, exampleNewsItems));
    expect(result.current).toBe(false);
    expect(services.stored.get(lastReadNewsStorageKey)).toBe('news-01');
  });

  it('is off without services (server, hydration), without a language and for an empty feed', async () => {
    expect(
      renderHook(() => useNewsFeedUnread('en'), { wrapper: withServices(null) }).result.current,
    ).toBe(false);
    const services = exampleNewsFeedServices();
    expect(
      renderHook(() => useNewsFeedUnread(null), { wrapper: withServices(services) }).result.current,
    ).toBe(false);
    expect(services.requests).toEqual([]);
    const empty = exampleNewsFeedServices({ answer: 'empty' });
    const { result } = renderHook(() => useNewsFeedUnread('en'), { wrapper: withServices(empty) });
    await waitFor(() => expect(empty.requests).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(result.current).toBe(false);
  });

  it('is off when the feed cannot be loaded', async () => {
    const services = exampleNewsFeedServices({ answer: 'failure' });
    const { result } = renderHook(() => useNewsFeedUnread('en'), {
      wrapper: withServices(services),
    });
    await waitFor(() => expect(services.requests).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(result.current).toBe(false);
  });
});
