import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { newsFeedCursorMaxLength, readNewsFeedQuery } from './news-feed-query';

const values = fc.array(fc.string({ maxLength: 300 }), { maxLength: 3 });

test.prop([values, values])(
  'any query is either read into a known language and a short cursor, or refused with a message',
  (lang, after) => {
    const result = readNewsFeedQuery(lang, after, ['en', 'de']);
    if (result.ok) {
      expect(['en', 'de']).toContain(result.language);
      expect(result.after === null || result.after.length <= newsFeedCursorMaxLength).toBe(true);
      expect(result.after === null ? after.length : 1).toBe(after.length);
    } else {
      expect(result.error.length).toBeGreaterThan(0);
    }
  },
);

test.prop([fc.base64String({ minLength: 4, maxLength: newsFeedCursorMaxLength })])(
  'every base64 cursor of a page is accepted as it is',
  (cursor) => {
    fc.pre(cursor.length > 0);
    expect(readNewsFeedQuery(['en'], [cursor], ['en'])).toEqual({
      ok: true,
      language: 'en',
      after: cursor,
    });
  },
);
