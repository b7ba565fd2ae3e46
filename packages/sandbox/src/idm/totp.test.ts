import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { checkTotp, newTotpSecret, totpIssuer, totpUri } from './totp';

const secret = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';
const nowMs = Date.parse('2026-11-25T05:00:10Z');
const step = 30_000;
const codeAt = (ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });

describe('checkTotp', () => {
  it('accepts the code of now and of the step before and after', async () => {
    for (const offset of [-step, 0, step]) {
      expect(await checkTotp(secret, await codeAt(nowMs + offset), nowMs)).toBe(true);
    }
  });

  it('refuses the codes of two steps away', async () => {
    for (const offset of [-2 * step, 2 * step]) {
      const code = await codeAt(nowMs + offset);
      const near = await Promise.all([-step, 0, step].map((near) => codeAt(nowMs + near)));
      // Fixed secret and time: these codes differ from the three valid ones.
      expect(near).not.toContain(code);
      expect(await checkTotp(secret, code, nowMs)).toBe(false);
    }
  });

  it('refuses anything but six digits, and the code of another secret', async () => {
    const code = await codeAt(nowMs);
    for (const typed of ['', code.slice(1), `${code}0`, ` ${code}`, 'abcdef', '12 456']) {
      expect(await checkTotp(secret, typed, nowMs)).toBe(false);
    }
    const otherCode = await generate({
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      epoch: Math.floor(nowMs / 1000),
    });
    expect(otherCode).not.toBe(code);
    expect(await checkTotp(secret, otherCode, nowMs)).toBe(false);
  });
});

describe('newTotpSecret and totpUri', () => {
  it('makes a fresh base32 secret and the address an authenticator app reads', () => {
    const first = newTotpSecret();
    expect(first).toMatch(/^[A-Z2-7]{16,}$/);
    expect(newTotpSecret()).not.toBe(first);
    const uri = new URL(totpUri(first, 'yuki.tanaka@meridian.example'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(first);
    expect(uri.searchParams.get('issuer')).toBe(totpIssuer);
    expect(decodeURIComponent(uri.pathname)).toContain('yuki.tanaka@meridian.example');
  });
});
