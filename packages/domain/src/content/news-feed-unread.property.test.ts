import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { hasUnreadNews, lastReadIdAfterMarkingRead } from './news-feed-unread';

const feed = fc.array(fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }) }), {
  maxLength: 5,
});
const lastRead = fc.option(fc.string({ minLength: 1, maxLength: 6 }), { nil: null });

test.prop([feed, lastRead])('after marking as read nothing is unread', (items, stored) => {
  expect(hasUnreadNews(items, lastReadIdAfterMarkingRead(items, stored))).toBe(false);
});

test.prop([feed, lastRead])(
  'the flag is on exactly when the newest id differs from the stored one',
  (items, stored) => {
    const newest = items[0];
    expect(hasUnreadNews(items, stored)).toBe(newest !== undefined && newest.id !== stored);
  },
);

test.prop([feed, lastRead, fc.string({ minLength: 1, maxLength: 6 })])(
  'a new item on top of a read feed turns the flag on unless it has the read id',
  (items, stored, newId) => {
    const read = lastReadIdAfterMarkingRead(items, stored);
    expect(hasUnreadNews([{ id: newId }, ...items], read)).toBe(newId !== read);
  },
);
