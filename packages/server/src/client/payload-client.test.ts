// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fetchPayloadAnswer, payloadUrl } from './payload-client';

const head = {
  title: 'Company',
  description: '',
  canonical: null,
  alternates: [],
  openGraph: { type: 'website', siteName: 'Komax', locale: 'en', image: null },
  robots: 'index, follow',
};
const page = {
  kind: 'page',
  status: 200,
  head,
  view: { kind: 'error', language: 'en', homeHref: '/en' },
};

function answering(body: string, status = 200) {
  return vi.fn(async () => new Response(body, { status }));
}

describe('the payload address', () => {
  it('is below the page, with the build and the page query, without the fragment', () => {
    expect(payloadUrl(new URL('http://h/en/company#team'), 'b1').href).toBe(
      'http://h/en/company/_payload.json?v=b1',
    );
    expect(payloadUrl(new URL('http://h/en?q=cutting'), 'b1').href).toBe(
      'http://h/en/_payload.json?q=cutting&v=b1',
    );
    expect(payloadUrl(new URL('http://h/en/company'), null).href).toBe(
      'http://h/en/company/_payload.json',
    );
  });
});

describe('fetching a payload', () => {
  it('reads a page, also one with an error status', async () => {
    const fetchFn = answering(JSON.stringify({ ...page, status: 404 }), 404);
    const answer = await fetchPayloadAnswer(fetchFn, new URL('http://h/en/x/_payload.json'));
    expect(answer).toMatchObject({ kind: 'page', status: 404 });
    expect(fetchFn).toHaveBeenCalledWith(
      'http://h/en/x/_payload.json',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('reads a redirect', async () => {
    const fetchFn = answering(
      JSON.stringify({ kind: 'redirect', location: '/de', external: false }),
    );
    expect(await fetchPayloadAnswer(fetchFn, new URL('http://h/x'))).toEqual({
      kind: 'redirect',
      location: '/de',
      external: false,
    });
  });

  it('gives null for an answer that is no payload or no JSON, and for a network failure', async () => {
    expect(await fetchPayloadAnswer(answering('<html>'), new URL('http://h/x'))).toBeNull();
    expect(
      await fetchPayloadAnswer(answering('{"kind":"page"}'), new URL('http://h/x')),
    ).toBeNull();
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await fetchPayloadAnswer(failing, new URL('http://h/x'))).toBeNull();
  });

  it('rejects when aborted, so an abort is not taken for a failure', async () => {
    const controller = new AbortController();
    const fetchFn = vi.fn(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(
      fetchPayloadAnswer(fetchFn, new URL('http://h/x'), controller.signal),
    ).rejects.toThrow('aborted');
  });
});
