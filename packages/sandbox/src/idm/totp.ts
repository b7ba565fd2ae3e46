import { generateSecret, generateURI, verify } from 'otplib';

/** The name authenticator apps show above the codes. */
export const totpIssuer = 'Komax';

export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://totp/…` address an authenticator app reads from the QR code. */
export function totpUri(secret: string, accountName: string): string {
  return generateURI({ issuer: totpIssuer, label: accountName, secret });
}

/**
 * Whether `code` is the 6-digit code of `secret` now, or of the 30-second step before or after
 * (a clock a little off, or a code typed as it changed).
 */
export async function checkTotp(
  secret: string,
  code: string,
  nowMs = Date.now(),
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: 30,
    });
    return result.valid;
  } catch {
    return false;
  }
}
