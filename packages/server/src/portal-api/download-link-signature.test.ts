import { describe, expect, it } from 'vitest';
import { checkDownloadLink, downloadLinkSignature } from './download-link-signature';

const key = new Uint8Array(32).fill(7);
const claims = { fileId: 'wf-4.2.0-windows-x64', expires: 1_790_000_060_000, subject: 'jonas' };

describe('a download link signature', () => {
  it('is the base64url HMAC-SHA256 of the claims, the same each time', () => {
    const signature = downloadLinkSignature(key, claims);
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(downloadLinkSignature(key, claims)).toBe(signature);
  });

  it('opens the file until its expiry, to the millisecond', () => {
    const signature = downloadLinkSignature(key, claims);
    expect(checkDownloadLink(key, claims, signature, claims.expires - 60_000)).toBe('valid');
    expect(checkDownloadLink(key, claims, signature, claims.expires)).toBe('valid');
    expect(checkDownloadLink(key, claims, signature, claims.expires + 1)).toBe('expired');
  });

  it('is forged for another file, subject or expiry', () => {
    const signature = downloadLinkSignature(key, claims);
    const now = claims.expires - 1000;
    expect(
      checkDownloadLink(key, { ...claims, fileId: 'wf-4.2.0-linux-x64' }, signature, now),
    ).toBe('forged');
    expect(checkDownloadLink(key, { ...claims, subject: 'mira' }, signature, now)).toBe('forged');
    expect(checkDownloadLink(key, { ...claims, expires: claims.expires + 1 }, signature, now)).toBe(
      'forged',
    );
  });

  it('is forged when made with another key, or empty, and says nothing of its time', () => {
    const otherKey = new Uint8Array(32).fill(8);
    const foreign = downloadLinkSignature(otherKey, claims);
    expect(checkDownloadLink(key, claims, foreign, claims.expires + 1)).toBe('forged');
    expect(checkDownloadLink(key, claims, '', claims.expires - 1)).toBe('forged');
  });

  it('cannot move text between the claims', () => {
    const joined = { fileId: 'a', expires: 1, subject: 'b' };
    const shifted = { fileId: 'a","1', expires: 1, subject: 'b' };
    expect(downloadLinkSignature(key, joined)).not.toBe(downloadLinkSignature(key, shifted));
  });
});
