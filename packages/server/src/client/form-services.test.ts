import { describe, expect, it } from 'vitest';
import { browserFormServices, formAnswerOf } from './form-services';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the answer of a form post', () => {
  it('is sent with its id, and with the whitepaper link when there is one', async () => {
    expect(await formAnswerOf(json(202, { id: 'a1' }))).toEqual({
      kind: 'sent',
      id: 'a1',
      downloadUrl: null,
    });
    expect(
      await formAnswerOf(json(202, { id: 'a2', downloadUrl: '/api/forms/whitepaper/download/t' })),
    ).toEqual({ kind: 'sent', id: 'a2', downloadUrl: '/api/forms/whitepaper/download/t' });
  });

  it('names the fields to correct with the server’s messages', async () => {
    const answer = await formAnswerOf(
      json(400, {
        error: 'Some fields need a correction',
        fields: { email: 'Please provide a valid email address', count: 3 },
      }),
    );
    expect(answer).toEqual({
      kind: 'invalid',
      fields: { email: 'Please provide a valid email address' },
    });
  });

  it('is refused with the status and the server’s words otherwise, even without JSON', async () => {
    expect(await formAnswerOf(json(429, { error: 'Too many forms' }))).toEqual({
      kind: 'refused',
      status: 429,
      message: 'Too many forms',
    });
    expect(await formAnswerOf(json(400, { error: 'Bad body' }))).toEqual({
      kind: 'refused',
      status: 400,
      message: 'Bad body',
    });
    expect(await formAnswerOf(new Response('<h1>Bad gateway</h1>', { status: 502 }))).toEqual({
      kind: 'refused',
      status: 502,
      message: null,
    });
  });
});

describe('the browser’s form services', () => {
  it('post the fields as JSON to the form’s endpoint', async () => {
    const asked: { url: string; init: RequestInit | undefined }[] = [];
    const services = browserFormServices(globalThis as unknown as Window, (url, init) => {
      asked.push({ url, init });
      return Promise.resolve(json(202, { id: 'x' }));
    });
    await services.submit('licence-request', { email: 'a@example.com', consent: true });
    expect(asked[0]?.url).toBe('/api/forms/licence-request');
    expect(asked[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(asked[0]?.init?.body))).toEqual({
      email: 'a@example.com',
      consent: true,
    });
  });

  it('read a fresh start token, and fail without one', async () => {
    const answering = (response: Response) =>
      browserFormServices(globalThis as unknown as Window, (url) => {
        expect(url).toBe('/api/forms/started');
        return Promise.resolve(response);
      });
    await expect(answering(json(200, { formStarted: 'fs1.t' })).started()).resolves.toBe('fs1.t');
    await expect(answering(json(503, { error: 'down' })).started()).rejects.toThrow('503');
  });
});
