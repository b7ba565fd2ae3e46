import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpstreamError } from '@kmx/domain/errors';
import type { CallerVerifier, VerifiedCaller } from '@kmx/domain/ports';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { requireCaller, verifiedCaller } from './caller-check';

const mira: VerifiedCaller = {
  subject: 'customer-all-services',
  organisationId: 'org-cablecraft',
  name: 'Mira Castellan',
  email: 'mira.castellan@cablecraft.example',
  roles: ['kmx_int_serviceticketing_active', 'kmx_int_assetdb_active'],
  idToken: 'header.mira.signature',
};

const noah: VerifiedCaller = {
  ...mira,
  subject: 'new-user',
  roles: [],
  idToken: 'header.noah.sig',
};

/** A verifier that knows exactly the tokens of the callers it is given. */
function verifierOf(...callers: VerifiedCaller[]): CallerVerifier & { readonly asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    verify: async (token) => {
      asked.push(token);
      return callers.find((caller) => caller.idToken === token) ?? null;
    },
  };
}

const failingVerifier = (error: unknown): CallerVerifier => ({
  verify: () => Promise.reject(error),
});

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A tickets endpoint behind the check that answers who called. */
async function ask(
  verifier: CallerVerifier,
  headers: Readonly<Record<string, string>> = {},
): Promise<Response> {
  const app = express();
  app.get(
    '/api/tickets',
    requireCaller(verifier, 'kmx_int_serviceticketing_active'),
    (_request, response) => {
      response.json({ subject: verifiedCaller(response).subject });
    },
  );
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return fetch(`http://127.0.0.1:${port}/api/tickets`, { headers });
}

describe('the caller check', () => {
  describe('given a valid token of a user with the role', () => {
    it('passes the verified caller on to the handler', async () => {
      const response = await ask(verifierOf(mira), { authorization: `Bearer ${mira.idToken}` });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ subject: 'customer-all-services' });
    });

    it('keeps the answer out of every cache', async () => {
      const response = await ask(verifierOf(mira), { authorization: `Bearer ${mira.idToken}` });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    });

    it('reads the scheme without regard to case', async () => {
      const response = await ask(verifierOf(mira), { authorization: `bearer ${mira.idToken}` });
      expect(response.status).toBe(200);
    });
  });

  describe('given no token', () => {
    it('answers 401 with a Bearer challenge, without asking the verifier', async () => {
      const verifier = verifierOf(mira);
      const response = await ask(verifier);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ error: 'Sign in to use this service' });
      expect(verifier.asked).toEqual([]);
    });

    it('answers 401 to another scheme', async () => {
      const verifier = verifierOf(mira);
      const response = await ask(verifier, { authorization: `Basic ${mira.idToken}` });
      expect(response.status).toBe(401);
      expect(verifier.asked).toEqual([]);
    });

    it('answers 401 to a Bearer header without a token', async () => {
      const response = await ask(verifierOf(mira), { authorization: 'Bearer ' });
      expect(response.status).toBe(401);
    });
  });

  describe('given a token the verifier refuses', () => {
    it('answers 401 with a Bearer challenge and asks to sign in again', async () => {
      const response = await ask(verifierOf(mira), { authorization: 'Bearer forged.token.x' });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({
        error: 'Your sign-in is not valid any more; sign in again',
      });
    });
  });

  describe('given a valid token of a user without the role', () => {
    it('answers 403 and never reaches the handler', async () => {
      const response = await ask(verifierOf(noah), { authorization: `Bearer ${noah.idToken}` });
      expect(response.status).toBe(403);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ error: 'You are not registered for this service' });
    });
  });

  describe('given an identity provider that cannot be asked', () => {
    it('answers 503 when it does not answer', async () => {
      const response = await ask(failingVerifier(new UpstreamError('no answer', null)), {
        authorization: `Bearer ${mira.idToken}`,
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ error: 'The identity provider is not available' });
    });

    it('answers 502 when it answers wrongly', async () => {
      const response = await ask(failingVerifier(new UpstreamError('bad keys', 500)), {
        authorization: `Bearer ${mira.idToken}`,
      });
      expect(response.status).toBe(502);
    });
  });
});

describe('verifiedCaller', () => {
  it('throws for a route without the check, so a missing check cannot pass silently', () => {
    const response = { locals: {} } as unknown as express.Response;
    expect(() => verifiedCaller(response)).toThrow(/requireCaller/);
  });
});
