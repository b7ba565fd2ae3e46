import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** An upstream's answer to a post: its status at once, its body as text when it has all come. */
export interface PostAnswer {
  readonly status: number;
  /** Rejects when the body breaks off. */
  text(): Promise<string>;
}

/**
 * Posts a JSON body and gives the answer; rejects when no answer comes (a refused or closed
 * connection, or the time limit, as a `TimeoutError` like `AbortSignal.timeout`'s).
 */
export type JsonPost = (url: string, body: string, timeoutMs: number) => Promise<PostAnswer>;

/**
 * Kept-alive connections per upstream. An idle one is dropped after 4 s, before the 5 s a Node
 * server keeps it, so a post never goes out on a connection the upstream is closing.
 */
const agents = {
  http: new HttpAgent({ keepAlive: true, timeout: 4000 }),
  https: new HttpsAgent({ keepAlive: true, timeout: 4000 }),
};

function timeoutError(timeoutMs: number): Error {
  return new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError');
}

function bodyText(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
    response.once('close', () => {
      if (!response.complete) reject(new Error('the answer broke off'));
    });
  });
}

/**
 * A JSON post over Node's own HTTP client. The search proxy makes one per visitor's search: WHATWG
 * `fetch` spent a fifth of a busy worker's time on its streams, signals and request objects, which
 * this does without.
 */
export const postJson: JsonPost = (url, body, timeoutMs) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    const request = (secure ? httpsRequest : httpRequest)(target, {
      method: 'POST',
      agent: secure ? agents.https : agents.http,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    const timer = setTimeout(() => request.destroy(timeoutError(timeoutMs)), timeoutMs);
    request.once('response', (response) => {
      const text = bodyText(response);
      // The time limit covers the whole answer, its body too.
      void text.then(
        () => clearTimeout(timer),
        () => clearTimeout(timer),
      );
      resolve({ status: response.statusCode ?? 0, text: () => text });
    });
    // `on`, not `once`: a request destroyed after its answer may report more than one error.
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
