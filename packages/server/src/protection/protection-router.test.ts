import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CachedContentSource } from '@kmx/adapters';
import express from 'express';
import { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { tokens } from '../container/tokens';
import type { JsonLogger } from '../logging/JsonLogger';
import { DenyingPageAccess } from './DenyingPageAccess';
import type { PageAccessCheck } from './PageProtection';
import { demoPagePasswords } from './page-passwords';
import { protectionRouter } from './protection-router';
import { SignedCookiePageAccess } from './SignedCookiePageAccess';
import { protectedPage } from './test-pages';

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function postWith(access: PageAccessCheck): Promise<number> {
  const container = new Container();
  container.bind(tokens.PageAccess).toConstantValue(access);
  container.bind(tokens.Config).toConstantValue(loadConfig({}));
  container.bind(tokens.Clock).toConstantValue({ now: () => 0 });
  container
    .bind(tokens.Logger)
    .toConstantValue({ debug() {}, info() {}, warn() {}, error() {} } as unknown as JsonLogger);
  container.bind(tokens.ContentSource).toConstantValue({
    systemData: async () => ({
      countries: [],
      languages: [],
      sites: [
        {
          id: 'site-events',
          name: 'Events',
          slug: 'events',
          headerNavigationId: 'h',
          footerNavigationId: 'f',
          domains: ['localhost/events'],
        },
      ],
    }),
    pageByPath: async () => protectedPage(),
  } as unknown as CachedContentSource);
  const app = express();
  app.use(protectionRouter(container));
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

describe('the protection router from the container', () => {
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
