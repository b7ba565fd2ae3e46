import { defaultInventoryQuery, defaultTicketListQuery } from '@kmx/domain/portal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortalApi, portalCallTimeoutMs, type FetchLike } from './portal-api';
import { PortalApiError } from './portal-api-error';

interface Call {
  readonly url: string;
  readonly init: RequestInit;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function setUp(answer: (call: Call) => Promise<Response> | Response) {
  const calls: Call[] = [];
  const fetch: FetchLike = (url, init = {}) => {
    calls.push({ url, init });
    return Promise.resolve(answer({ url, init }));
  };
  const api = createPortalApi({
    fetch,
    idToken: (renew) => Promise.resolve(renew ? 'renewed.token' : 'id.token.value'),
    timers: {
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (handle) => clearTimeout(handle as number),
    },
  });
  return { api, calls };
}

const bodyOf = (call: Call | undefined) => JSON.parse(String(call?.init.body)) as unknown;
const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);

const page = { items: [], total: 0, page: 2, pageSize: 20, machines: ['Zeta 633'] };

describe('the portal api client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the tickets proxy for a persisted operation with the ID token as Bearer', async () => {
    const { api, calls } = setUp(() => json({ data: { tickets: page } }));
    const answer = await api.ticketList({
      ...defaultTicketListQuery,
      mine: true,
      status: 'open',
      page: 2,
    });
    expect(answer).toEqual(page);
    expect(calls[0]?.url).toBe('/api/tickets-proxy');
    expect(calls[0]?.init.method).toBe('POST');
    expect(headersOf(calls[0]).get('authorization')).toBe('Bearer id.token.value');
    expect(bodyOf(calls[0])).toEqual({
      operationName: 'ticketList',
      variables: { ownOnly: true, status: 'open', sort: 'created:desc', page: 2 },
    });
  });

  it('sends a new ticket without the optional fields left empty', async () => {
    const ticket = { id: 'T-1' };
    const { api, calls } = setUp(() => json({ data: { change: { kind: 'saved', ticket } } }));
    const change = await api.createTicket({
      draft: {
        location: 'loc-1',
        type: 'incident',
        concern: 'Zeta 633',
        machine: null,
        serialNumber: 'SN-1',
        subject: 'Crimp height',
        description: 'Too low',
      },
      attachmentIds: ['a-1'],
    });
    expect(change).toEqual({ kind: 'saved', ticket });
    expect(bodyOf(calls[0])).toEqual({
      operationName: 'createTicket',
      variables: {
        input: {
          location: 'loc-1',
          type: 'incident',
          concern: 'Zeta 633',
          serialNumber: 'SN-1',
          subject: 'Crimp height',
          description: 'Too low',
          attachmentIds: ['a-1'],
        },
      },
    });
  });

  it('answers null for a ticket the user may not see', async () => {
    const { api } = setUp(() => json({ data: { ticket: null } }));
    await expect(api.ticketDetail('T-9')).resolves.toBeNull();
  });

  it('asks the inventory with the filters of the address', async () => {
    const inventory = { items: [], total: 0, page: 1, pageSize: 25, plants: [], organisations: [] };
    const { api, calls } = setUp(() => json({ inventory }));
    await expect(
      api.inventory({ ...defaultInventoryQuery, plant: 'plant-1', text: 'Omega 740' }),
    ).resolves.toEqual(inventory);
    expect(calls[0]?.url).toBe('/api/inventory?plant=plant-1&q=Omega%20740');
    expect(headersOf(calls[0]).get('authorization')).toBe('Bearer id.token.value');
  });

  it('asks for a signed download address and takes only one of this origin', async () => {
    const { api, calls } = setUp(({ url }) =>
      json({
        href: url.includes('evil')
          ? 'https://evil.example/x'
          : '/api/wire-flow/files/f-1?expires=1&signature=s',
      }),
    );
    await expect(api.wireFlowLink('f-1')).resolves.toBe(
      '/api/wire-flow/files/f-1?expires=1&signature=s',
    );
    expect(calls[0]?.url).toBe('/api/wire-flow/files/f-1/link');
    expect(calls[0]?.init.method).toBe('POST');
    await expect(api.wireFlowLink('evil')).rejects.toThrow(PortalApiError);
  });

  it('renews a refused token once and asks again', async () => {
    const { api, calls } = setUp(({ init }) =>
      new Headers(init.headers).get('authorization') === 'Bearer renewed.token'
        ? json({ releases: [] })
        : json({ error: 'Unauthorized' }, 401),
    );
    await expect(api.wireFlowReleases()).resolves.toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it('fails with 401 when the renewed token is refused too', async () => {
    const { api, calls } = setUp(() => json({ error: 'Unauthorized' }, 401));
    await expect(api.wireFlowReleases()).rejects.toMatchObject({ failure: 401 });
    expect(calls).toHaveLength(2);
  });

  it('fails with the status of an error answer', async () => {
    const { api } = setUp(() => json({ error: 'The ticketing service is not available' }, 502));
    await expect(api.ticketLocations()).rejects.toMatchObject({ failure: 502 });
  });

  it('fails on an answer of another shape rather than rendering it', async () => {
    const { api } = setUp(() => json({ data: { tickets: { items: 'none' } } }));
    await expect(api.ticketList(defaultTicketListQuery)).rejects.toMatchObject({
      failure: 'shape',
    });
  });

  it('gives up a call that does not answer in time', async () => {
    const { api } = setUp(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const releases = api.wireFlowReleases();
    const outcome = expect(releases).rejects.toMatchObject({ failure: 'timeout' });
    await vi.advanceTimersByTimeAsync(portalCallTimeoutMs);
    await outcome;
  });

  it('tells a network failure apart', async () => {
    const { api } = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.wireFlowReleases()).rejects.toMatchObject({ failure: 'network' });
  });
});
