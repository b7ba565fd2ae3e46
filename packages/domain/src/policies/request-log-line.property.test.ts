import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { requestLogLine } from './request-log-line';

const operation = fc.stringMatching(/^[A-Za-z]{1,30}$/);
const variables = fc.dictionary(
  fc.string(),
  fc.oneof(fc.string({ unit: 'grapheme' }), fc.integer(), fc.boolean()),
);

test.prop([operation, variables])(
  'starts with the operation name and shows at most the first 50 characters of the JSON',
  (name, vars) => {
    const line = requestLogLine(name, vars);
    const json = JSON.stringify(vars);
    expect(line.startsWith(`${name} `)).toBe(true);
    const shown = line.slice(name.length + 1);
    expect(json.startsWith(shown)).toBe(true);
    expect(Array.from(shown).length).toBe(Math.min(50, Array.from(json).length));
  },
);
