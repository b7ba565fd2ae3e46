import { describe, expect, it } from 'vitest';
import { requestOrigin } from './request-origin';

/** A request whose host and scheme count their reads, as Express works them out on each read. */
function countingRequest(host: string | undefined, secure: boolean) {
  const reads = { host: 0, secure: 0 };
  const request = {
    get host() {
      reads.host += 1;
      return host;
    },
    get secure() {
      reads.secure += 1;
      return secure;
    },
  };
  return { request, reads };
}

describe('the origin of a request', () => {
  it('is read from Express once however often it is asked', () => {
    const { request, reads } = countingRequest('www.example.com', true);
    expect(requestOrigin(request)).toEqual({ host: 'www.example.com', secure: true });
    expect(requestOrigin(request)).toEqual({ host: 'www.example.com', secure: true });
    expect(reads).toEqual({ host: 1, secure: 1 });
  });

  it('is the empty host for a request that names none', () => {
    expect(requestOrigin(countingRequest(undefined, false).request)).toEqual({
      host: '',
      secure: false,
    });
  });
});
