import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { QueryParameters } from './authorization-response';
import {
  callbackAuthorizationCode,
  checkAuthorizationCode,
  queryFromEntries,
  silentAuthorizationCode,
} from './authorization-response';

const text = fc.string({ maxLength: 12 });
const value = fc.option(fc.oneof(text, fc.array(text, { minLength: 2, maxLength: 3 })), {
  nil: undefined,
});
const query: fc.Arbitrary<QueryParameters> = fc.record(
  { code: value, state: value, error: value, error_description: value },
  { requiredKeys: [] },
);
const pending = fc.option(fc.record({ state: text, codeVerifier: text }), { nil: null });

test.prop([query, pending])(
  'a code is accepted only when given once, not empty, with the kept state',
  (parameters, kept) => {
    const result = checkAuthorizationCode(parameters, kept);
    const accepted =
      kept !== null &&
      parameters['state'] === kept.state &&
      typeof parameters['code'] === 'string' &&
      parameters['code'] !== '';
    expect(result.ok).toBe(accepted);
    if (result.ok)
      expect(result.value).toEqual({ code: parameters['code'], codeVerifier: kept?.codeVerifier });
  },
);

test.prop([query, pending])(
  'a silent answer with an error never gives a code',
  (parameters, kept) => {
    const result = silentAuthorizationCode(parameters, kept);
    if (parameters['error'] !== undefined) expect(result.ok).toBe(false);
  },
);

test.prop([query, pending])(
  'silent answers and callbacks accept exactly what the exchange checks accept, when no error came back',
  (parameters, kept) => {
    fc.pre(parameters['error'] === undefined);
    const checked = checkAuthorizationCode(parameters, kept).ok;
    expect(silentAuthorizationCode(parameters, kept).ok).toBe(checked);
    expect(callbackAuthorizationCode(parameters, kept).ok).toBe(checked);
  },
);

test.prop([fc.array(fc.tuple(fc.constantFrom('code', 'state', 'x'), text), { maxLength: 8 })])(
  'a parsed query keeps every value, in order',
  (entries) => {
    const parsed = queryFromEntries(entries);
    for (const key of ['code', 'state', 'x']) {
      const values = entries.filter(([name]) => name === key).map(([, given]) => given);
      const kept = parsed[key];
      expect(kept === undefined ? [] : typeof kept === 'string' ? [kept] : kept).toEqual(values);
    }
  },
);
