import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { freePort } from './free-port';

/** Debian's package, installed by `scripts/test-all.mjs` (`ensureRedis`) when missing. */
const redisServerPath = '/usr/bin/redis-server';
const startLimitMs = 10_000;

/** A Redis server of its own for one test file, on a free port of 127.0.0.1, nothing on disk. */
export interface RedisServer {
  /** `redis://127.0.0.1:<port>`: the same across `stop` and `start`. */
  readonly url: string;
  readonly port: number;
  /** Stops it (its data is gone); a client sees Redis down. */
  stop(): Promise<void>;
  /** Starts it again, empty, on the same port; resolves once it answers `PING`. */
  start(): Promise<void>;
}

/** Whether a server on `port` answers `PING` with `+PONG`. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let answer = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
  });
}

async function whenAnswering(port: number, server: ChildProcess, output: () => string) {
  const startedAt = Date.now();
  while (Date.now() - startedAt < startLimitMs) {
    if (server.exitCode !== null) {
      throw new Error(`redis-server ended (${server.exitCode}) before it answered:\n${output()}`);
    }
    if (await answersPing(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`redis-server did not answer PING within ${startLimitMs} ms:\n${output()}`);
}

function spawnRedis(port: number): { server: ChildProcess; output: () => string } {
  const server = spawn(
    redisServerPath,
    [
      ...['--port', String(port), '--bind', '127.0.0.1'],
      // Nothing on disk: no snapshots, no append-only file, no working folder left behind.
      ...['--save', '', '--appendonly', 'no', '--dir', '/tmp'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  // Read to the end: a full pipe would stop the server at its next log line.
  const keep = (chunk: Buffer) => {
    if (output.length < 20_000) output += chunk.toString('utf8');
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  return { server, output: () => output };
}

/**
 * Starts Debian's `redis-server` on a free loopback port, without persistence, and resolves once
 * it answers `PING`. A missing `redis-server` is an error saying how to install it: the tests that
 * need Redis fail rather than pass without it.
 */
export async function startRedisServer(): Promise<RedisServer> {
  if (!existsSync(redisServerPath)) {
    throw new Error(
      `${redisServerPath} is missing: run \`apt-get install -y redis-server\` (npm test does it as root)`,
    );
  }
  const port = await freePort();
  let running: ChildProcess | null = null;
  // Should the test run end without `stop`, the server must not outlive it.
  const killOnExit = () => running?.kill('SIGKILL');
  process.once('exit', killOnExit);

  const start = async () => {
    if (running !== null && running.exitCode === null) return;
    const { server, output } = spawnRedis(port);
    running = server;
    await whenAnswering(port, server, output);
  };
  const stop = async () => {
    const server = running;
    running = null;
    if (server === null || server.exitCode !== null || server.signalCode !== null) return;
    const ended = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL'); // a Redis that dies, as an outage does; nothing to save anyway
    await ended;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    async stop() {
      await stop();
    },
  };
}
