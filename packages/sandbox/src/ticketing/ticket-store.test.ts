import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TicketStore } from './ticket-store';
import type { StoredTicket, TicketFile } from './ticketing-data';

let directory: string;
let file: string;

const ticket = (id: string): StoredTicket => ({
  id,
  organisationId: 'org-test',
  ownerSubject: 'tester',
  type: 'question',
  subject: `Subject of ${id}`,
  machine: null,
  serialNumber: null,
  concern: 'Test bench',
  machineModel: null,
  status: 'open',
  contact: { name: 'Tess Ter', email: null },
  createdOn: '2025-01-01T00:00:00.000Z',
  description: 'A ticket for the store test.',
  location: { id: 'loc-test', name: 'Test location' },
  comments: [],
  closure: null,
});

const seed: TicketFile = { tickets: [ticket('T-1')] };

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'ticket-store-'));
  file = join(directory, 'tickets.json');
});

afterEach(() => rm(directory, { recursive: true, force: true }));

describe('the ticket store', () => {
  it('reads the file it finds instead of the seed', async () => {
    await writeFile(file, JSON.stringify({ tickets: [ticket('T-7')] }));
    const tickets = await new TicketStore(file, seed).tickets();
    expect(tickets.map((entry) => entry.id)).toEqual(['T-7']);
  });

  it('says which file is not JSON', async () => {
    await writeFile(file, '{"tickets": [');
    await expect(new TicketStore(file, seed).tickets()).rejects.toThrow(
      `The ticket data file ${file} is not JSON`,
    );
  });

  it('says when the file holds no ticket list', async () => {
    await writeFile(file, '{"tickets": {}}');
    await expect(new TicketStore(file, seed).tickets()).rejects.toThrow('holds no "tickets" list');
  });

  it('tries the file again after a failed read', async () => {
    await writeFile(file, 'garbage');
    const store = new TicketStore(file, seed);
    await expect(store.tickets()).rejects.toThrow();
    await writeFile(file, JSON.stringify({ tickets: [ticket('T-9')] }));
    expect((await store.tickets()).map((entry) => entry.id)).toEqual(['T-9']);
  });

  it('writes every change and leaves no temporary file behind', async () => {
    const store = new TicketStore(file, seed);
    await Promise.all(
      ['T-2', 'T-3', 'T-4'].map((id) =>
        store.change((tickets) => ({ result: id, tickets: [...tickets, ticket(id)] })),
      ),
    );
    const written = JSON.parse(await readFile(file, 'utf8')) as TicketFile;
    expect(written.tickets.map((entry) => entry.id)).toEqual(['T-1', 'T-2', 'T-3', 'T-4']);
    expect(await readdir(directory)).toEqual(['tickets.json']);
  });

  it('writes nothing for a change that changes nothing', async () => {
    const store = new TicketStore(file, seed);
    await store.tickets();
    await writeFile(file, JSON.stringify({ tickets: [] }));
    expect(await store.change(() => ({ result: 'looked only' }))).toBe('looked only');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ tickets: [] });
  });

  it('goes on with the next change after one that failed', async () => {
    const store = new TicketStore(file, seed);
    const failing = store.change(() => {
      throw new Error('rule broke');
    });
    const next = store.change((tickets) => ({ result: tickets.length }));
    await expect(failing).rejects.toThrow('rule broke');
    expect(await next).toBe(1);
  });
});
