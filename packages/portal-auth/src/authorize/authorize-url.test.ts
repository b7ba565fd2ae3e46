import { describe, expect, it } from 'vitest';
import { authorizeUrl } from './authorize-url';

const request = {
  clientId: 'kmx-portal',
  redirectUri: 'https://portal.example/en/callback',
  scope: 'openid profile email fr:idm:*',
  state: 'state-1',
  nonce: 'nonce-1',
  codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
};

describe('authorizeUrl', () => {
  it('asks for a code with an S256 challenge (spec portal 7)', () => {
    const url = new URL(authorizeUrl('https://portal.example/am/authorize', request));
    expect(url.origin + url.pathname).toBe('https://portal.example/am/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'kmx-portal',
      redirect_uri: 'https://portal.example/en/callback',
      response_type: 'code',
      scope: 'openid profile email fr:idm:*',
      state: 'state-1',
      nonce: 'nonce-1',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
  });

  it('adds prompt=none for the silent attempt', () => {
    const url = new URL(
      authorizeUrl('https://portal.example/am/authorize', { ...request, prompt: 'none' }),
    );
    expect(url.searchParams.get('prompt')).toBe('none');
  });

  it('asks the provider to speak the page’s language (ui_locales)', () => {
    const url = new URL(
      authorizeUrl('https://portal.example/am/authorize', { ...request, uiLocales: 'fr' }),
    );
    expect(url.searchParams.get('ui_locales')).toBe('fr');
    const without = new URL(authorizeUrl('https://portal.example/am/authorize', request));
    expect(without.searchParams.has('ui_locales')).toBe(false);
  });

  it('keeps a query the endpoint already has', () => {
    const url = new URL(authorizeUrl('https://portal.example/am/authorize?realm=alpha', request));
    expect(url.searchParams.get('realm')).toBe('alpha');
  });
});
