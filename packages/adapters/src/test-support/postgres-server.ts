import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/** A PostgreSQL server of its own for one test file, in a temporary folder on 127.0.0.1. */
export interface PostgresServer {
  /** `postgres://kmx@127.0.0.1:<port>/postgres`: trust authentication, no password. */
  readonly databaseUrl: string;
  /** The address of another database on the same server (create it first). */
  urlOf(database: string): string;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

const postgresRoot = '/usr/lib/postgresql';
const startLimitMs = 30_000;

/** The newest installed version's `bin` folder, `null` when Debian's package is missing. */
function findBinaries(): string | null {
  if (!existsSync(postgresRoot)) return null;
  const versions = readdirSync(postgresRoot)
    .filter((version) => existsSync(join(postgresRoot, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? null : join(postgresRoot, versions[0], 'bin');
}

function run(command: string, args: readonly string[]): boolean {
  const result = spawnSync(command, args, {
    stdio: 'ignore',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Installs Debian's `postgresql` (a fresh CI machine lacks it); needs root. */
function installedBinaries(): string {
  const found = findBinaries();
  if (found !== null) return found;
  if (process.getuid?.() !== 0) {
    throw new Error('PostgreSQL is not installed: run `apt-get install -y postgresql` as root');
  }
  if (!run('apt-get', ['install', '-y', 'postgresql'])) {
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', 'postgresql']);
  }
  const installed = findBinaries();
  if (installed === null) throw new Error("Installing Debian's postgresql package failed");
  return installed;
}

/** PostgreSQL refuses to run as root: as root, the server runs as `postgres` (or `nobody`). */
function serverUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (uid.status === 0 && gid.status === 0) {
      return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
    }
  }
  throw new Error('No user to run PostgreSQL as: neither `postgres` nor `nobody` exists');
}

/** Resolves once the server says it is ready; rejects with its output when it ends first. */
function whenReady(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      reject(new Error(`PostgreSQL did not start within ${startLimitMs} ms:\n${output}`));
    }, startLimitMs);
    let ready = false;
    // Read to the end: a full pipe would stop the server at its next log line.
    const onData = (chunk: Buffer) => {
      if (ready) return;
      output += chunk.toString('utf8');
      if (output.includes('ready to accept connections')) {
        ready = true;
        clearTimeout(timer);
        resolve();
      }
    };
    server.stderr?.on('data', onData);
    server.stdout?.on('data', onData);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL ended (${code}) before it was ready:\n${output}`));
    });
  });
}

/**
 * Starts a throw-away PostgreSQL server: `initdb` into a temporary folder, then `postgres` on a
 * free port of 127.0.0.1, durability off (its data lives only as long as the test file). Installs
 * Debian's package first when missing. Start it once a test file (a second or so).
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = installedBinaries();
  const user = serverUser();
  const folder = mkdtempSync(join(tmpdir(), 'kmx-postgres-'));
  if (user !== null) chownSync(folder, user.uid, user.gid);
  const data = join(folder, 'data');
  const asUser = { cwd: folder, env: { ...process.env, LC_ALL: 'C', HOME: folder }, ...user };
  const init = spawnSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'kmx', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
    { ...asUser, encoding: 'utf8' },
  );
  if (init.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`initdb failed:\n${init.stderr}`);
  }
  const port = await freePort();
  const server = spawn(
    join(bin, 'postgres'),
    [
      ...['-D', data, '-p', String(port), '-k', folder, '-h', '127.0.0.1'],
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    ],
    { ...asUser, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Should the test run end without `stop`, the server must not outlive it.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (server.exitCode === null && server.signalCode === null) {
      const ended = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGINT'); // fast shutdown: ends the sessions, no waiting for clients
      await ended;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await whenReady(server);
  } catch (error) {
    await stop();
    throw error;
  }
  const urlOf = (database: string) => `postgres://kmx@127.0.0.1:${port}/${database}`;
  return { databaseUrl: urlOf('postgres'), urlOf, stop };
}
