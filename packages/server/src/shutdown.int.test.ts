import { spawn } from 'node:child_process';
import { Agent, get, type IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createCatalogueService, listenOnLoopback, type LoopbackServer } from '@kmx/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The built entry point, as `npm start` runs it (the test command builds before testing).
const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** A video the catalogue streams slowly: one chunk at once, the rest when the test says. */
const slowVideo = '/media/slow-video.mp4';
const firstChunk = Buffer.alloc(64 * 1024, 1);
const lastChunk = Buffer.alloc(64 * 1024, 2);
/** Where the site shows it. */
const localVideo = `/catalogue-media${slowVideo.slice('/media'.length)}`;

/** One slow video answer: `asked` once the server's request reaches the catalogue. */
interface HeldVideo {
  readonly asked: Promise<void>;
  /** Sends the rest of the video. */
  finish(): void;
}

const heldVideos: (HeldVideo & { markAsked(): void; finished: Promise<void> })[] = [];

/** Makes the catalogue hold the next video asked for. */
function holdNextVideo(): HeldVideo {
  let markAsked: () => void = () => undefined;
  let finish: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const held = { asked, finish, markAsked, finished };
  heldVideos.push(held);
  return held;
}

/** The sandbox's catalogue service, whose slow video is held as the test says. */
let catalogue: LoopbackServer;

beforeAll(async () => {
  const service = createCatalogueService();
  let served = 0;
  catalogue = await listenOnLoopback((request, response) => {
    const held = heldVideos[served];
    if (request.url !== slowVideo || held === undefined) {
      service(request, response);
      return;
    }
    served += 1;
    response.writeHead(200, {
      'content-type': 'video/mp4',
      'content-length': String(firstChunk.length + lastChunk.length),
    });
    response.write(firstChunk);
    held.markAsked();
    void held.finished.then(() => response.end(lastChunk));
  });
});

afterAll(async () => {
  for (const held of heldVideos) held.finish();
  await catalogue.close();
});

interface Answer {
  readonly status: number;
  readonly connection: string | undefined;
  readonly body: string;
}

/** One GET on `agent`; rejects with the socket's error when the request is lost. */
function request(agent: Agent | false, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = get(url, { agent }, (response: IncomingMessage) => {
      let body = '';
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body,
        }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
  });
}

/** The built server as `npm start` runs it, with its log lines as events. */
function startMain(environment: Record<string, string>) {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: { message: string; resolve: (line: Record<string, unknown>) => void }[] = [];
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    const lines = output.split('\n');
    output = lines.pop() ?? '';
    for (const line of lines.filter((text) => text.startsWith('{'))) {
      const logged = JSON.parse(line) as Record<string, unknown>;
      for (const waiter of waiters.filter((entry) => entry.message === logged['message'])) {
        waiter.resolve(logged);
      }
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const logged = (message: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      waiters.push({ message, resolve });
      void exited.then(() => reject(new Error(`exited before logging ${message}`)));
    });
  return { child, exited, logged };
}

const errorCode = (error: unknown) => (error as { code?: unknown }).code;

/**
 * Sends requests one after another on a keep-alive connection until the server says
 * `Connection: close` (then nothing more is sent) or a request is lost.
 */
async function requestsUntilClosed(agent: Agent, url: string, onAnswer: () => void) {
  const answers: Answer[] = [];
  const lost: unknown[] = [];
  for (;;) {
    try {
      const answer = await request(agent, url);
      answers.push(answer);
      onAnswer();
      if (answer.connection?.toLowerCase() === 'close') break;
    } catch (error) {
      // A connection refused was never sent: the server had stopped accepting. Anything else
      // (a reset, a hang-up) is a request the server dropped.
      if (errorCode(error) !== 'ECONNREFUSED') lost.push(error);
      break;
    }
  }
  return { answers, lost };
}

describe('the server process on SIGTERM under load', { timeout: 60_000 }, () => {
  it('drops no request, says it is draining, finishes a stream in flight and exits 0', async () => {
    const server = startMain({
      CATALOGUE_URL: `${catalogue.origin}/graphql`,
      SHUTDOWN_GRACE_MS: '30000',
    });
    const { url } = (await server.logged('listening')) as { url: string };
    expect((await request(false, `${url}/en/imprint`)).status).toBe(200);

    // A long media stream is in flight when the signal comes.
    const held = holdNextVideo();
    let videoDone = false;
    const video = request(false, `${url}${localVideo}`);
    void video.then(() => (videoDone = true));
    await held.asked;

    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    let answered = 0;
    let underLoad: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (underLoad = resolve));
    const counted = () => {
      answered += 1;
      if (answered === 200) underLoad();
    };
    // Sixteen visitors read a page, four load-balancer checks ask for health.
    const loops = [
      ...Array.from({ length: 16 }, () => requestsUntilClosed(agent, `${url}/en/imprint`, counted)),
      ...Array.from({ length: 4 }, () => requestsUntilClosed(agent, `${url}/healthz`, counted)),
    ];
    await loaded;
    const stopping = server.logged('stopping');
    server.child.kill('SIGTERM');
    await stopping;
    const results = await Promise.all(loops);
    agent.destroy();

    expect(results.flatMap((result) => result.lost)).toEqual([]);
    const answers = results.flatMap((result) => result.answers);
    expect(answers.length).toBeGreaterThan(200);
    expect(answers.every((answer) => [200, 503].includes(answer.status))).toBe(true);
    // Each check's last answer came after the signal: the server was draining.
    for (const { answers: checks } of results.slice(16)) {
      expect(checks.at(-1)).toMatchObject({ status: 503, connection: 'close' });
      expect(JSON.parse(checks.at(-1)?.body ?? '{}')).toMatchObject({ status: 'draining' });
    }
    for (const { answers: reads } of results.slice(0, 16)) {
      expect(reads.at(-1)).toMatchObject({ status: 200, connection: 'close' });
    }

    // The stream still in flight keeps the process up, and is finished whole.
    expect(videoDone).toBe(false);
    expect(server.child.exitCode).toBeNull();
    held.finish();
    const streamed = await video;
    expect(streamed.status).toBe(200);
    expect(streamed.body.length).toBe(firstChunk.length + lastChunk.length);
    expect(await server.exited).toBe(0);
  });

  it('cuts what is still in flight when the grace time is over, and exits 0', async () => {
    const server = startMain({
      CATALOGUE_URL: `${catalogue.origin}/graphql`,
      SHUTDOWN_GRACE_MS: '1000',
    });
    const { url } = (await server.logged('listening')) as { url: string };
    const held = holdNextVideo();
    const video = request(false, `${url}${localVideo}`).then(
      () => 'whole',
      () => 'cut',
    );
    await held.asked;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // The stream never got its end: the server cut it.
    expect(await video).toBe('cut');
  });
});
