import { generate } from 'otplib';

/**
 * A well-formed code that is none of the three a check accepts around now (the step before, this
 * one and the next), so a test's "wrong code" cannot be right by chance.
 */
export async function wrongTotpCode(secret: string, nowMs = Date.now()): Promise<string> {
  const epoch = Math.floor(nowMs / 1000);
  const accepted = await Promise.all(
    [-30, 0, 30].map((offset) => generate({ secret, epoch: epoch + offset })),
  );
  const right = Number(accepted[1]);
  const candidates = [1, 2, 3, 4].map((step) =>
    String((right + step * 250_000) % 1_000_000).padStart(6, '0'),
  );
  const wrong = candidates.find((candidate) => !accepted.includes(candidate));
  if (wrong === undefined) throw new Error('No wrong code found.');
  return wrong;
}
