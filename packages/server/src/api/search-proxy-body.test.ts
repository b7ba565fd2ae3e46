import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bodyProblem,
  maxQueryLength,
  searchBodySchema,
  suggestBodySchema,
} from './search-proxy-body';

function problem(body: unknown): string | null {
  const parsed = searchBodySchema.safeParse(body);
  return parsed.success ? null : bodyProblem(parsed.error, body);
}

const good = { localeCode: 'de-ch', siteSlug: null, query: ' cutter ', page: 2 };

describe('the search body', () => {
  it('is read with the query trimmed', () => {
    expect(searchBodySchema.parse(good)).toEqual({ ...good, query: 'cutter' });
  });

  it.each<[unknown, string]>([
    [{ ...good, query: undefined }, 'The body needs the field query'],
    [{ ...good, query: '  ' }, 'query must not be empty'],
    [{ ...good, query: 'x'.repeat(201) }, 'query must be at most 200 characters'],
    [{ ...good, page: 0 }, 'page must be a whole number from 1 to 1000'],
    [{ ...good, siteSlug: 1 }, 'siteSlug must be a site slug, or null for the main site'],
    [{ ...good, localeCode: 7 }, 'localeCode must be a locale code such as en or de-ch'],
    ['cutter', 'The body must be a JSON object'],
  ])('%j is refused: %s', (body, message) => {
    expect(problem(body)).toBe(message);
  });

  it('accepts every query of 1 to 200 characters that is not blank, and names the field else', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 260 }), (query) => {
        const trimmed = query.trim();
        const outcome = problem({ ...good, query });
        if (trimmed.length >= 1 && trimmed.length <= maxQueryLength) expect(outcome).toBeNull();
        else expect(outcome).toMatch(/^query /);
      }),
    );
  });

  it('accepts exactly the whole pages from 1 to 1000', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (page) => {
        const valid = Number.isInteger(page) && page >= 1 && page <= 1000;
        expect(problem({ ...good, page }) === null).toBe(valid);
      }),
    );
  });
});

describe('the suggest body', () => {
  it('needs no page', () => {
    expect(suggestBodySchema.safeParse({ ...good, page: undefined }).success).toBe(true);
  });
});
