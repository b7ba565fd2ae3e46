import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { contentSourceWith, inEveryContext } from '../test-support/content-source-double';
import { DenyingPageAccess } from './DenyingPageAccess';
import type { PageAccessCheck } from './PageProtection';
import { demoPagePasswords } from './page-passwords';
import { protectionRouter } from './protection-router';
import { SignedCookiePageAccess } from './SignedCookiePageAccess';
import { RateLimiterAttemptLimiter } from './RateLimiterAttemptLimiter';
import { protectedPage } from './test-pages';

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function postWith(access: PageAccessCheck): Promise<number> {
  const content = contentSourceWith({
    systemData: async () => ({
      countries: [],
      languages: [],
      sites: [
        {
          id: 'site-events',
          name: 'Events',
          slug: 'events',
          internationalOnly: false,
          hideSideButtons: false,
          enableCutFont: false,
          headerNavigationId: 'h',
          footerNavigationId: 'f',
          domains: ['localhost/events'],
        },
      ],
    }),
    pageByPath: async () => protectedPage(),
  });
  const app = express();
  app.use(
    protectionRouter({
      pageAccess: access,
      config: loadConfig({}),
      content: inEveryContext(content),
      passwordAttempts: new RateLimiterAttemptLimiter(),
      logger: { debug() {}, info() {}, warn() {}, error() {} },
    }),
  );
  app.use((_request, response) => {
    response.status(404).send('passed on');
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const response = await fetch(
    `http://localhost:${(server.address() as AddressInfo).port}/en/events/internal-2025`,
    {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'password=x',
    },
  );
  return response.status;
}

describe('the protection router', () => {
  it('takes the gate posts when the access check can grant access', async () => {
    const access = new SignedCookiePageAccess({
      secret: Buffer.from('a test secret of thirty-two bytes!'),
      passwords: demoPagePasswords,
      clock: { now: () => 0 },
    });
    expect(await postWith(access)).toBe(303);
  });

  it('takes nothing when the bound check only ever refuses', async () => {
    expect(await postWith(new DenyingPageAccess())).toBe(404);
  });
});
