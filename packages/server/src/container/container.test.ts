import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServiceIdentifier } from 'inversify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { buildContainer } from './container';
import { tokens, type Upstreams } from './tokens';

const assets = { entry: 'entry.js', styles: [], texts: {}, directory: '/nowhere/', builtAt: 0 };

function containerFor(upstreams: Upstreams) {
  return buildContainer(loadConfig({ LOG_LEVEL: 'silent' }), upstreams, assets);
}

const nowhere = 'http://127.0.0.1:9';
const unused: Upstreams = {
  contentUrl: `${nowhere}/graphql`,
  catalogueUrl: `${nowhere}/catalogue/graphql`,
  ticketingUrl: `${nowhere}/ticketing/graphql`,
  searchUrl: `${nowhere}/search`,
  inventoryUrl: `${nowhere}/inventory`,
  wireFlowUrl: `${nowhere}/wire-flow`,
};

describe('the composition root', () => {
  it('resolves every binding it declares, each once for the process', () => {
    const container = containerFor(unused);
    const declared: readonly ServiceIdentifier<unknown>[] = Object.values(tokens);
    for (const token of declared) {
      expect(container.get(token)).toBe(container.get(token));
    }
  });

  it('makes ticket desks that ask the configured ticketing service as their user', async () => {
    const asked: { url: string | undefined; headers: IncomingHttpHeaders }[] = [];
    const ticketing = createServer((request, response) => {
      asked.push({ url: request.url, headers: request.headers });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ data: { ticketLocations: [] } }));
    });
    await new Promise<void>((resolve) => ticketing.listen(0, '127.0.0.1', resolve));
    const { port } = ticketing.address() as AddressInfo;
    try {
      const deskFor = containerFor({
        ...unused,
        ticketingUrl: `http://127.0.0.1:${port}/ticketing/graphql`,
      }).get(tokens.TicketDesk);
      expect(await deskFor(() => 'token-of-ada').locations()).toEqual([]);
      expect(asked).toHaveLength(1);
      expect(asked[0]?.url).toBe('/ticketing/graphql');
      expect(asked[0]?.headers.authorization).toBe('Bearer token-of-ada');
    } finally {
      await new Promise<void>((resolve) => ticketing.close(() => resolve()));
    }
  });
});
