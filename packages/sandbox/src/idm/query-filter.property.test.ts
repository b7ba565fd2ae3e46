import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQueryFilter, QueryFilterError } from './query-filter';

const pieces = fc.constantFrom(
  'true',
  'false',
  '/mail',
  'eq',
  'co',
  'sw',
  'pr',
  'and',
  'or',
  '!',
  '(',
  ')',
  '"x"',
  '"',
  '\\',
  ' ',
  '/',
  '1',
);

describe('parseQueryFilter', () => {
  it('never throws anything but a QueryFilterError, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(pieces, { maxLength: 30 }).map((parts) => parts.join(' ')),
        ),
        (text) => {
          try {
            parseQueryFilter(text);
          } catch (error) {
            expect(error).toBeInstanceOf(QueryFilterError);
          }
        },
      ),
    );
  });
});
