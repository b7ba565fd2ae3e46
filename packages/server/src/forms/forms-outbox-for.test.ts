import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config';
import { DirectoryInUse, lockDirectory, lockFileName } from './directory-lock';
import { formsDataDirectory } from './forms-outbox-for';
import { OpeningOutbox } from './OpeningOutbox';

describe('the forms configuration', () => {
  it('reads DATABASE_URL, FORMS_URL, FORMS_DATA_DIR and FORMS_RETENTION_DAYS', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://kmx@db.internal:5432/kmx',
      FORMS_URL: 'https://crm.example.com/hooks/forms',
      FORMS_DATA_DIR: '/var/lib/kmx/forms',
      FORMS_RETENTION_DAYS: '14',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://kmx@db.internal:5432/kmx',
      formsUrl: 'https://crm.example.com/hooks/forms',
      formsDataDirectory: '/var/lib/kmx/forms',
      formsRetentionDays: 14,
    });
    expect(loadConfig({})).toMatchObject({ databaseUrl: undefined, formsRetentionDays: undefined });
  });

  it('stops the start on a bad value, naming it', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/kmx' })).toThrow(ConfigError);
    expect(() => loadConfig({ FORMS_RETENTION_DAYS: '-1' })).toThrow(/FORMS_RETENTION_DAYS/);
    expect(() => loadConfig({ FORMS_URL: 'ftp://crm' })).toThrow(/FORMS_URL/);
  });

  it('keeps the embedded database in FORMS_DATA_DIR, else in the data folder', () => {
    const none = {
      databaseUrl: undefined,
      formsDataDirectory: undefined,
      sandboxDataDirectory: undefined,
    };
    expect(formsDataDirectory({ ...none, formsDataDirectory: '/data/forms' })).toBe('/data/forms');
    expect(formsDataDirectory({ ...none, sandboxDataDirectory: '/data' })).toBe('/data/forms');
    expect(formsDataDirectory(none, '/srv/kmx')).toBe('/srv/kmx/.sandbox-data/forms');
  });

  it("gives each cluster worker slot its own folder, slot 0 keeping the single process's", () => {
    const none = {
      databaseUrl: undefined,
      formsDataDirectory: undefined,
      sandboxDataDirectory: undefined,
    };
    expect(formsDataDirectory({ ...none, workerSlot: 0 }, '/srv/kmx')).toBe(
      '/srv/kmx/.sandbox-data/forms',
    );
    expect(formsDataDirectory({ ...none, workerSlot: 1 }, '/srv/kmx')).toBe(
      '/srv/kmx/.sandbox-data/forms-1',
    );
    expect(formsDataDirectory({ ...none, formsDataDirectory: '/data/forms/', workerSlot: 3 })).toBe(
      '/data/forms-3',
    );
  });
});

describe('lockDirectory', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'kmx-forms-lock-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('holds a folder for one opening at a time and lets it go again', async () => {
    const release = await lockDirectory(folder);
    await expect(lockDirectory(folder)).rejects.toThrow(DirectoryInUse);
    await release();
    const again = await lockDirectory(folder);
    await again();
  });

  it('refuses a folder a living process holds, and takes over one a gone process left', async () => {
    // The parent of the test runner lives while the test runs.
    await writeFile(join(folder, lockFileName), String(process.ppid));
    await expect(lockDirectory(folder)).rejects.toThrow(/another process/);
    await writeFile(join(folder, lockFileName), '999999999');
    const release = await lockDirectory(folder);
    await release();
  });
});

describe('OpeningOutbox', () => {
  it('opens nothing for reads while no database exists, and opens at the first submission', async () => {
    let opened = 0;
    const counts = { pending: 1, failed: 0 };
    const outbox = new OpeningOutbox(
      () => {
        opened += 1;
        return Promise.resolve({
          outbox: {
            accept: () => Promise.resolve(),
            claimDue: () => Promise.resolve([]),
            delivered: () => Promise.resolve(),
            retryLater: () => Promise.resolve(),
            failed: () => Promise.resolve(),
            deleteDeliveredBefore: () => Promise.resolve(0),
            counts: () => Promise.resolve(counts),
          },
          close: () => Promise.resolve(),
        });
      },
      () => Promise.resolve(false),
    );
    expect(await outbox.counts()).toEqual({ pending: 0, failed: 0 });
    expect(await outbox.claimDue(0, 10, 1000)).toEqual([]);
    expect(await outbox.warmUp()).toBe(false);
    expect(opened).toBe(0);
    await outbox.accept({
      id: '00000000-0000-4000-8000-000000000001',
      form: 'contact',
      fields: {},
      language: 'en',
      page: null,
      receivedAt: '2026-11-25T09:00:00.000Z',
    });
    expect(await outbox.counts()).toEqual(counts);
    expect(opened).toBe(1);
    await outbox.close();
  });

  it('tries a failed opening again at the next use', async () => {
    let tries = 0;
    const outbox = new OpeningOutbox(() => {
      tries += 1;
      return Promise.reject(new Error('the folder is in use'));
    });
    await expect(outbox.counts()).rejects.toThrow('the folder is in use');
    await expect(outbox.counts()).rejects.toThrow('the folder is in use');
    expect(tries).toBe(2);
  });
});
