import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { idmDemoData } from './idm-demo-data';
import { IdmStore } from './idm-store';

let directory: string | undefined;
afterEach(() => {
  if (directory !== undefined) rmSync(directory, { recursive: true, force: true });
});

describe('IdmStore', () => {
  it('seeds a missing file with the demo data and keeps changes across a restart', () => {
    directory = mkdtempSync(join(tmpdir(), 'idm-store-'));
    const file = join(directory, 'idm.json');
    const store = new IdmStore(file, idmDemoData);
    expect(existsSync(file)).toBe(true);
    const [first] = store.users();
    if (first === undefined) throw new Error('no demo users');
    store.put({ ...first, city: 'Rosenau' });
    store.remove('cablecraft-user-001');
    const restarted = new IdmStore(file, () => ({ users: [], organisations: [] }));
    expect(restarted.user(first._id)?.city).toBe('Rosenau');
    expect(restarted.user('cablecraft-user-001')).toBeUndefined();
    expect(restarted.organisations()).toHaveLength(4);
  });
});
