import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox';

describe('the identity-management service in the sandbox', () => {
  it('listens on its own port, keeps its data in idm.json and wants a token', async () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), 'idm-sandbox-'));
    const sandbox = await startSandbox({ dataDirectory });
    try {
      expect(new URL(sandbox.idmUrl).hostname).toBe('127.0.0.1');
      expect(existsSync(join(dataDirectory, 'idm.json'))).toBe(true);
      const response = await fetch(
        `${sandbox.idmUrl}/openidm/managed/alpha_user?_queryFilter=true`,
      );
      expect(response.status).toBe(401);
    } finally {
      await sandbox.close();
      rmSync(dataDirectory, { recursive: true, force: true });
    }
  });
});
