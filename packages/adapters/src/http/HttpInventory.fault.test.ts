import { UpstreamError } from '@kmx/domain/errors';
import type { InventoryRequest } from '@kmx/domain/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamDataError } from '../graphql/UpstreamDataError';
import { faultTimeoutMs, slowAnswerMs } from '../test-support/fault-timing';
import { startStubUpstream, type StubUpstream } from '../test-support/stub-upstream';
import { HttpInventory } from './HttpInventory';

const request: InventoryRequest = {
  plant: 'plant-a',
  organisation: null,
  text: 'cutter 355',
  page: 2,
  pageSize: 25,
};
const emptyPage = { items: [], total: 0, page: 2, pageSize: 25, plants: [], organisations: [] };

let stub: StubUpstream;
let inventory: HttpInventory;

beforeAll(async () => {
  stub = await startStubUpstream({ kind: 'json', body: emptyPage });
  inventory = new HttpInventory({ baseUrl: new URL(stub.url).origin, timeoutMs: faultTimeoutMs });
});

afterAll(() => stub.close());

describe('HttpInventory against a failing upstream', () => {
  it('sends the caller’s token as Bearer', async () => {
    stub.answer({ kind: 'json', body: emptyPage });
    await inventory.machines(request, 'the.id.token');
    expect(stub.requests.at(-1)?.headers['authorization']).toBe('Bearer the.id.token');
  });

  it('fails with the status and the service error of a 503', async () => {
    stub.answer({ kind: 'json', status: 503, body: { error: 'Asset database offline' } });
    await expect(inventory.machines(request, 'token')).rejects.toMatchObject({
      status: 503,
      message: 'Inventory failed: machines answered 503: Asset database offline',
    });
  });

  it('names the first bad field of a malformed answer', async () => {
    stub.answer({
      kind: 'json',
      body: { ...emptyPage, items: [{ id: 'm-1', model: 'Cutter 355', name: null, year: 2020 }] },
    });
    const failure = inventory.machines(request, 'token');
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({
      cause: expect.any(UpstreamDataError) as unknown,
      message: expect.stringContaining('items.0.serialNumber') as unknown,
    });
  });

  it('fails on a body that is not JSON', async () => {
    stub.answer({ kind: 'text', body: '{"items": [' });
    await expect(inventory.machines(request, 'token')).rejects.toMatchObject({
      status: 200,
      cause: expect.any(SyntaxError) as unknown,
    });
  });

  it('gives up after its time limit', async () => {
    stub.answer({ kind: 'slow', delayMs: slowAnswerMs, body: emptyPage });
    await expect(inventory.machines(request, 'token')).rejects.toMatchObject({ status: null });
  });

  it('fails when the connection is cut', async () => {
    stub.answer({ kind: 'close-socket' });
    await expect(inventory.machines(request, 'token')).rejects.toBeInstanceOf(UpstreamError);
  });
});
