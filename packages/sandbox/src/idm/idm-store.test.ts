import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUsers } from '../identity/demo-users';
import { verifyPassword } from './credentials';
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

  it('keeps secrets apart, across a restart, and drops them with the user', () => {
    directory = mkdtempSync(join(tmpdir(), 'idm-store-'));
    const file = join(directory, 'idm.json');
    const store = new IdmStore(file, idmDemoData);
    store.putSecrets('cablecraft-user-002', { invites: { 'org-cablecraft/assetdb': 'token' } });
    const restarted = new IdmStore(file, idmDemoData);
    expect(restarted.secrets('cablecraft-user-002')).toEqual({
      invites: { 'org-cablecraft/assetdb': 'token' },
    });
    expect(restarted.userByMail('  Mira.Castellan@Cablecraft.example ')?._id).toBe(
      'customer-all-services',
    );
    restarted.remove('customer-all-services');
    expect(restarted.secrets('customer-all-services')).toEqual({});
    expect(new IdmStore(file, idmDemoData).secrets('customer-all-services')).toEqual({});
  });

  it("gives a file written before secrets existed the demo users' secrets", () => {
    directory = mkdtempSync(join(tmpdir(), 'idm-store-'));
    const file = join(directory, 'idm.json');
    const { users, organisations } = idmDemoData();
    const kept = users.filter((user) => user._id !== 'account-delete');
    writeFileSync(file, JSON.stringify({ users: kept, organisations }));
    const store = new IdmStore(file, idmDemoData);
    const profile = demoUsers.find((user) => user.subject === 'account-profile');
    expect(verifyPassword(store.secrets('account-profile').password, profile?.password ?? '')).toBe(
      true,
    );
    expect(store.secrets('internal-employee').totp?.confirmed).toBe(true);
    expect(store.secrets('account-delete')).toEqual({});
    expect(store.secrets('cablecraft-user-001')).toEqual({});
    const written = JSON.parse(readFileSync(file, 'utf8')) as { secrets?: object };
    expect(Object.keys(written.secrets ?? {})).toContain('account-profile');
  });
});
