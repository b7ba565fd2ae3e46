import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WhitepaperLinks, whitepaperLinkLifetimeMs } from './WhitepaperLinks';

const links = new WhitepaperLinks(new Uint8Array(32).fill(3));
const now = 1_764_000_000_000;

describe('WhitepaperLinks', () => {
  it('opens its whitepaper for an hour, then says it expired', () => {
    const token = links.issue('wire-processing-guide', now);
    expect(links.check(token, now + whitepaperLinkLifetimeMs)).toEqual({
      kind: 'valid',
      whitepaperId: 'wire-processing-guide',
    });
    expect(links.check(token, now + whitepaperLinkLifetimeMs + 1)).toEqual({ kind: 'expired' });
  });

  it('calls anything it did not sign forged, late or not', () => {
    const foreign = new WhitepaperLinks(new Uint8Array(32).fill(4)).issue('a', now);
    expect(links.check(foreign, now)).toEqual({ kind: 'forged' });
    expect(links.check(foreign, now + 2 * whitepaperLinkLifetimeMs)).toEqual({ kind: 'forged' });
    expect(links.check('wire-processing-guide.pdf', now)).toEqual({ kind: 'forged' });
  });

  it('property: any token is valid for its own id only, and never throws on junk', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), fc.string(), (id, junk) => {
        const check = links.check(links.issue(id, now), now);
        expect(check).toEqual({ kind: 'valid', whitepaperId: id });
        expect(links.check(junk, now).kind).toBe('forged');
      }),
    );
  });
});
