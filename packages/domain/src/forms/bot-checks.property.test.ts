import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { filledTooFast, formStartMaxAgeMs, honeypotFilled, minimumFillMs } from './bot-checks';

const instant = fc.integer({ min: 0, max: 4_000_000_000_000 });

test.prop([instant, fc.integer({ min: minimumFillMs, max: formStartMaxAgeMs })])(
  'a form filled in between 3 seconds and a day is taken',
  (startedAt, elapsed) => {
    expect(filledTooFast(startedAt, startedAt + elapsed)).toBe(false);
  },
);

test.prop([
  instant,
  fc.oneof(
    fc.integer({ min: -formStartMaxAgeMs, max: minimumFillMs - 1 }),
    fc.integer({ min: formStartMaxAgeMs + 1, max: 100 * formStartMaxAgeMs }),
  ),
])(
  'a form filled quicker, with a start in the future or older than a day is refused',
  (startedAt, elapsed) => {
    expect(filledTooFast(startedAt, startedAt + elapsed)).toBe(true);
  },
);

test.prop([fc.string()])(
  'a honeypot holding text is filled exactly when it is not blank',
  (value) => {
    expect(honeypotFilled(value)).toBe(value.trim() !== '');
  },
);
