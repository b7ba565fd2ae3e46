import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFormsInbox, type InboxEntry } from '@kmx/sandbox';

/** The sandbox's forms inbox on a port of its own, counting every post it gets per idempotency key. */
export interface TestInbox {
  readonly url: string;
  /** Posts per idempotency key, repeats included: a duplicate delivery shows as 2. */
  readonly posts: Map<string, number>;
  /** While true, every post is refused with 503, as a receiving service that is down. */
  down: boolean;
  /** The submissions' ids in the inbox's own list (`GET /submissions`). */
  received(): Promise<readonly string[]>;
  close(): Promise<void>;
}

export async function startTestInbox(): Promise<TestInbox> {
  const state = { down: false };
  const inbox = createFormsInbox({ failing: () => state.down });
  const posts = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const key = request.headers['idempotency-key'];
    if (request.method === 'POST' && typeof key === 'string') {
      posts.set(key, (posts.get(key) ?? 0) + (state.down ? 0 : 1));
    }
    inbox(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    posts,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    async received() {
      const answer = await fetch(`${url}/submissions`);
      const body = (await answer.json()) as { submissions: InboxEntry[] };
      return body.submissions.map((entry) => String(entry.submission['id']));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
