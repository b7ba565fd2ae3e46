import { fc, test } from '@fast-check/vitest';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';
import { newTotpSecret } from '../idm/totp';
import { idmDirectory } from './idm-directory';
import { idmTestStore, managedUser } from './test-support/idm-test-store';

const password = 'Anna-2026!pass';
const secret = newTotpSecret();
const { store, dispose } = idmTestStore([
  {
    user: managedUser('anna', { mail: 'anna@example.com' }),
    password,
    totp: { secret, confirmed: true },
  },
]);
const directory = idmDirectory(store);
const now = Date.UTC(2026, 10, 25, 6, 0, 10);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(dispose);

// Each check hashes with scrypt on purpose (slow), so fewer runs than usual.
test.prop([fc.string({ minLength: 1, maxLength: 40 })], { numRuns: 25 })(
  'never accepts any other password for the account',
  async (guess) => {
    fc.pre(guess.normalize('NFC') !== password);

    expect(await directory.checkPassword('anna@example.com', guess)).toBeNull();
  },
);

test.prop([fc.oneof(fc.stringMatching(/^\d{6}$/), fc.string({ maxLength: 10 }))])(
  'never accepts a code but those of the device around now',
  async (guess) => {
    const epoch = Math.floor(now / 1000);
    const accepted = await Promise.all(
      [-30, 0, 30].map((offset) => generate({ secret, epoch: epoch + offset })),
    );
    fc.pre(!accepted.includes(guess));

    expect(await directory.checkCode('anna', guess)).toBe(false);
  },
);
