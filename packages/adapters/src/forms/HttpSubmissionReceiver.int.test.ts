import type { FormSubmission } from '@kmx/domain/forms';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpSubmissionReceiver } from './HttpSubmissionReceiver';
import { SubmissionDeliveryError } from './SubmissionDeliveryError';

const submission: FormSubmission = {
  id: '3f2b8c1e-7a4d-4e5f-9b6a-1c2d3e4f5a6b',
  form: 'licence-request',
  fields: { email: 'anna.muster@example.com', firstName: 'Anna', product: 'Zeta 640' },
  language: 'de',
  page: '/de/open-source-licences',
  receivedAt: '2026-11-25T09:00:00.000Z',
};

interface Received {
  readonly method: string | undefined;
  readonly path: string | undefined;
  readonly headers: IncomingMessage['headers'];
  readonly body: unknown;
}

type Answer = (response: ServerResponse) => void;

const open = new Set<() => Promise<void>>();
afterEach(async () => {
  for (const close of open) await close();
  open.clear();
});

/** A real HTTP server on 127.0.0.1 that answers every POST as told and keeps what it got. */
async function webhook(answer: Answer): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        path: request.url,
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
      });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open.add(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/forms?token=secret-token`, received };
}

const status =
  (code: number): Answer =>
  (response) => {
    response.writeHead(code, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ received: true }));
  };

async function failure(receiver: HttpSubmissionReceiver): Promise<SubmissionDeliveryError> {
  const error: unknown = await receiver.deliver(submission).then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SubmissionDeliveryError)) throw new Error('expected a delivery error');
  return error;
}

describe('given a webhook that takes the submission', () => {
  it('posts it as JSON with its id as the idempotency key', async () => {
    const hook = await webhook(status(201));
    await new HttpSubmissionReceiver({ url: hook.url }).deliver(submission);
    expect(hook.received).toEqual([
      {
        method: 'POST',
        path: '/hooks/forms?token=secret-token',
        headers: expect.objectContaining({
          'content-type': 'application/json',
          'idempotency-key': '3f2b8c1e-7a4d-4e5f-9b6a-1c2d3e4f5a6b',
        }) as unknown,
        body: submission,
      },
    ]);
  });

  it('counts a 200 as delivered too', async () => {
    const hook = await webhook(status(200));
    await expect(new HttpSubmissionReceiver({ url: hook.url }).deliver(submission)).resolves.toBe(
      undefined,
    );
  });
});

describe('given a webhook that has the submission already', () => {
  it('counts its 409 as delivered: the earlier delivery got through', async () => {
    const hook = await webhook(status(409));
    await expect(new HttpSubmissionReceiver({ url: hook.url }).deliver(submission)).resolves.toBe(
      undefined,
    );
  });
});

describe('given a webhook that fails', () => {
  it('rejects with its status in plain words, naming neither the address nor a value', async () => {
    const hook = await webhook(status(500));
    const error = await failure(new HttpSubmissionReceiver({ url: hook.url }));
    expect(error).toMatchObject({
      code: 'FORMS_STATUS',
      status: 500,
      message: 'The forms service answered 500',
    });
    expect(error.message).not.toContain('secret-token');
    expect(error.message).not.toContain('anna');
  });

  it('rejects a 404 the same way: the address is wrong, nothing was delivered', async () => {
    const hook = await webhook(status(404));
    const error = await failure(new HttpSubmissionReceiver({ url: hook.url }));
    expect(error).toMatchObject({ code: 'FORMS_STATUS', status: 404 });
  });
});

describe('given a webhook that does not answer in time', () => {
  it('gives up after the time limit', async () => {
    // It holds the request open and never answers.
    const hook = await webhook(() => undefined);
    const error = await failure(new HttpSubmissionReceiver({ url: hook.url, timeoutMs: 200 }));
    expect(error).toMatchObject({
      code: 'FORMS_TIMEOUT',
      status: null,
      message: 'The forms service did not answer within 200 ms',
    });
  });
});

describe('given no answer at all', () => {
  it('rejects when the connection is closed without an answer', async () => {
    const hook = await webhook((response) => response.socket?.destroy());
    const error = await failure(new HttpSubmissionReceiver({ url: hook.url }));
    expect(error).toMatchObject({
      code: 'FORMS_UNREACHABLE',
      status: null,
      message: 'The forms service could not be reached',
    });
  });

  it('rejects when nothing listens at the address', async () => {
    const hook = await webhook(status(201));
    for (const close of open) await close();
    open.clear();
    const error = await failure(new HttpSubmissionReceiver({ url: hook.url }));
    expect(error).toMatchObject({ code: 'FORMS_UNREACHABLE', status: null });
  });
});
