import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import {
  checkDownloadLink,
  downloadLinkSignature,
  type DownloadLinkClaims,
} from './download-link-signature';

const key = fc.uint8Array({ minLength: 32, maxLength: 32 });
const claims: fc.Arbitrary<DownloadLinkClaims> = fc.record({
  fileId: fc.string({ minLength: 1, maxLength: 40 }),
  expires: fc.integer({ min: 0, max: 2 ** 45 }),
  subject: fc.string({ minLength: 1, maxLength: 40 }),
});

/** Claims that differ from the given ones in at least one field. */
function tampered(original: DownloadLinkClaims): fc.Arbitrary<DownloadLinkClaims> {
  return fc
    .record({
      fileId: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
      expires: fc.option(fc.integer({ min: 0, max: 2 ** 45 }), { nil: undefined }),
      subject: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
    })
    .map((change) => ({
      fileId: change.fileId ?? original.fileId,
      expires: change.expires ?? original.expires,
      subject: change.subject ?? original.subject,
    }))
    .filter(
      (changed) =>
        changed.fileId !== original.fileId ||
        changed.expires !== original.expires ||
        changed.subject !== original.subject,
    );
}

test.prop([key, claims.chain((original) => fc.tuple(fc.constant(original), tampered(original)))])(
  'never accepts a signature for claims it was not made for',
  (secret, [original, changed]) => {
    const signature = downloadLinkSignature(secret, original);
    expect(checkDownloadLink(secret, changed, signature, 0)).toBe('forged');
  },
);

test.prop([key, claims, fc.string({ maxLength: 60 })])(
  'never accepts a signature that was not made with the key',
  (secret, link, guess) => {
    fc.pre(guess !== downloadLinkSignature(secret, link));
    expect(checkDownloadLink(secret, link, guess, 0)).toBe('forged');
  },
);

test.prop([key, claims, fc.integer({ min: 1, max: 2 ** 40 })])(
  'never accepts a link after its expiry',
  (secret, link, late) => {
    const signature = downloadLinkSignature(secret, link);
    expect(checkDownloadLink(secret, link, signature, link.expires + late)).toBe('expired');
  },
);

test.prop([key, claims, fc.nat({ max: 2 ** 40 })])(
  'accepts its own link at any time up to the expiry',
  (secret, link, early) => {
    const signature = downloadLinkSignature(secret, link);
    expect(checkDownloadLink(secret, link, signature, link.expires - early)).toBe('valid');
  },
);

test.prop([key, claims, fc.nat({ max: 42 }), fc.integer({ min: 1, max: 63 })])(
  'never accepts a signature with one character changed',
  (secret, link, position, flip) => {
    const signature = downloadLinkSignature(secret, link);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const index = alphabet.indexOf(signature.charAt(position));
    const changed = alphabet.charAt((index + flip) % 64);
    const forged = signature.slice(0, position) + changed + signature.slice(position + 1);
    expect(checkDownloadLink(secret, link, forged, 0)).toBe('forged');
  },
);
