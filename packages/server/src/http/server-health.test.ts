import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serverHealth } from './server-health';

describe('the health a load balancer reads', () => {
  it('is ok only once sign-in is ready and the server is not draining', () => {
    expect(serverHealth({ draining: false, signInReady: true })).toEqual({
      status: 200,
      state: 'ok',
    });
    expect(serverHealth({ draining: false, signInReady: false })).toEqual({
      status: 503,
      state: 'starting',
    });
  });

  it('says draining whenever the server drains, ready or not', () => {
    fc.assert(
      fc.property(fc.boolean(), (signInReady) => {
        expect(serverHealth({ draining: true, signInReady })).toEqual({
          status: 503,
          state: 'draining',
        });
      }),
    );
  });
});
