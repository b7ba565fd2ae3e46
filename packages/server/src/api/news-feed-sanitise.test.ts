import type { NewsFeedItem } from '@kmx/domain/content';
import { describe, expect, it } from 'vitest';
import { sanitiseNewsFeed, sanitiseNewsItem } from './news-feed-sanitise';

const item: NewsFeedItem = {
  id: 'news-02',
  title: 'Annual results <em>2024</em>',
  text: 'Order intake up <strong>6 percent</strong>.<script>alert(1)</script><img src="x" onerror="alert(2)">',
  image: { url: 'javascript:alert(3)', alternativeText: '<b>Chart</b>' },
  link: '/media-releases/annual-results-2024',
  publicationDate: '2025-03-06',
};

describe('sanitiseNewsItem', () => {
  it('keeps formatting of the text, never scripts or handlers', () => {
    const { text } = sanitiseNewsItem(item);
    expect(text).toContain('<strong>6 percent</strong>');
    expect(text).not.toMatch(/script|onerror/);
  });

  it('makes the title plain and drops a picture address that could run script', () => {
    const clean = sanitiseNewsItem(item);
    expect(clean.title).toBe('Annual results 2024');
    expect(clean.image?.url).not.toContain('javascript');
  });

  it('keeps a site path link and drops a script link', () => {
    expect(sanitiseNewsItem(item).link).toBe('/media-releases/annual-results-2024');
    expect(sanitiseNewsItem({ ...item, link: 'javascript:alert(1)' }).link).toBeNull();
  });

  it('leaves the paging of a connection as it is', () => {
    const clean = sanitiseNewsFeed({ items: [item], endCursor: 'abc', hasNextPage: true });
    expect(clean.endCursor).toBe('abc');
    expect(clean.hasNextPage).toBe(true);
    expect(clean.items).toHaveLength(1);
  });
});
