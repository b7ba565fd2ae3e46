import { describe, expect, it } from 'vitest';
import { hasUnreadNews, lastReadIdAfterMarkingRead } from './news-feed-unread';

const feed = [{ id: 'news-3' }, { id: 'news-2' }, { id: 'news-1' }];

describe('the news feed unread flag', () => {
  it('is on while the newest item differs from the last read one', () => {
    expect(hasUnreadNews(feed, 'news-2')).toBe(true);
  });

  it('is on when nothing was read yet', () => {
    expect(hasUnreadNews(feed, null)).toBe(true);
  });

  it('is off once the newest item was read', () => {
    expect(hasUnreadNews(feed, 'news-3')).toBe(false);
  });

  it('is off for an empty feed', () => {
    expect(hasUnreadNews([], null)).toBe(false);
  });
});

describe('marking the news feed as read', () => {
  it('stores the id of the newest item', () => {
    expect(lastReadIdAfterMarkingRead(feed, 'news-1')).toBe('news-3');
  });

  it('keeps the stored id for an empty feed', () => {
    expect(lastReadIdAfterMarkingRead([], 'news-1')).toBe('news-1');
    expect(lastReadIdAfterMarkingRead([], null)).toBeNull();
  });
});
