import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { gateNoticeCookie, gateNoticeCookieName, takeGateNotice } from './gate-notice';

function request(cookie: string | undefined, path = '/en/productronica/internal'): Request {
  return { headers: cookie === undefined ? {} : { cookie }, path, secure: false } as Request;
}

function response() {
  const headers: string[] = [];
  const fake = {
    headers,
    append: (name: string, value: string) => {
      headers.push(`${name}: ${value}`);
      return fake;
    },
  };
  return fake;
}

describe('the notice of a refused attempt', () => {
  it('is a short-lived cookie for the page only', () => {
    expect(gateNoticeCookie('wrong', '/en/productronica/internal', false)).toBe(
      `${gateNoticeCookieName}=wrong; Max-Age=60; Path=/en/productronica/internal; HttpOnly; SameSite=Lax`,
    );
  });

  it('gives "Please enter a password" and 400 for an empty one', () => {
    const answer = response();
    expect(
      takeGateNotice(request(`${gateNoticeCookieName}=empty`), answer as unknown as Response, 'en'),
    ).toEqual({ message: 'Please enter a password', status: 400 });
  });

  it('gives the wrong-password message and 403, in German too', () => {
    const notice = request(`${gateNoticeCookieName}=wrong`);
    expect(takeGateNotice(notice, response() as unknown as Response, 'en')).toEqual({
      message: 'The password is not correct. Please check it and try again.',
      status: 403,
    });
    expect(takeGateNotice(notice, response() as unknown as Response, 'de')?.message).toBe(
      'Das Passwort ist nicht korrekt. Bitte prüfen Sie es und versuchen Sie es erneut.',
    );
  });

  it('gives the too-many-attempts message and 429', () => {
    expect(
      takeGateNotice(
        request(`${gateNoticeCookieName}=too-many`),
        response() as unknown as Response,
        'en',
      ),
    ).toEqual({ message: 'Too many attempts. Please wait a minute, then try again.', status: 429 });
  });

  it('is removed with the response that shows it, so a reload shows the gate plainly', () => {
    const answer = response();
    takeGateNotice(request(`${gateNoticeCookieName}=wrong`), answer as unknown as Response, 'en');
    expect(answer.headers).toEqual([
      `Set-Cookie: ${gateNoticeCookieName}=; Max-Age=0; Path=/en/productronica/internal; HttpOnly; SameSite=Lax`,
    ]);
  });

  it('is removed for the page when its payload shows it', () => {
    const answer = response();
    takeGateNotice(
      request(`${gateNoticeCookieName}=wrong`, '/en/productronica/internal/_payload.json'),
      answer as unknown as Response,
      'en',
    );
    expect(answer.headers[0]).toContain('; Path=/en/productronica/internal;');
  });

  it('is none without the cookie or with a value of its own making', () => {
    const answer = response();
    expect(takeGateNotice(request(undefined), answer as unknown as Response, 'en')).toBeNull();
    expect(
      takeGateNotice(
        request(`${gateNoticeCookieName}=toString`),
        answer as unknown as Response,
        'en',
      ),
    ).toBeNull();
    expect(answer.headers).toEqual([]);
  });
});
