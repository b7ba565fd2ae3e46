import { describe, expect, it } from 'vitest';
import { newsFeedCursorMaxLength, readNewsFeedQuery } from './news-feed-query';

const languages = ['en', 'de', 'fr'];

describe('readNewsFeedQuery', () => {
  it('reads one known language and no cursor as the newest page', () => {
    expect(readNewsFeedQuery(['de'], [], languages)).toEqual({
      ok: true,
      language: 'de',
      after: null,
    });
  });

  it('reads a base64url cursor', () => {
    expect(readNewsFeedQuery(['en'], ['bmV3cy1mZWVkOm5ld3MtMTA'], languages)).toEqual({
      ok: true,
      language: 'en',
      after: 'bmV3cy1mZWVkOm5ld3MtMTA',
    });
  });

  it.each([[[]], [['en', 'de']], [['EN']], [['english']], [['']]])('refuses lang=%j', (lang) => {
    const result = readNewsFeedQuery(lang, [], languages);
    expect(result).toEqual({ ok: false, error: expect.stringContaining('lang') });
  });

  it('refuses a language the content service does not know', () => {
    expect(readNewsFeedQuery(['xx'], [], languages)).toEqual({
      ok: false,
      error: 'The news feed is offered in en, de, fr, not in "xx"',
    });
  });

  it.each([
    [['a', 'b']],
    [['']],
    [['<script>']],
    [['a b']],
    [['x'.repeat(newsFeedCursorMaxLength + 1)]],
  ])('refuses after=%j', (after) => {
    const result = readNewsFeedQuery(['en'], after, languages);
    expect(result).toEqual({ ok: false, error: expect.stringContaining('after') });
  });

  it('takes a cursor of exactly the longest length', () => {
    const cursor = 'x'.repeat(newsFeedCursorMaxLength);
    expect(readNewsFeedQuery(['en'], [cursor], languages)).toMatchObject({
      ok: true,
      after: cursor,
    });
  });
});
