import { UpstreamError } from '@kmx/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubUpstream, type StubUpstream } from '../test-support/stub-upstream';
import { HttpTicketAttachments } from './HttpTicketAttachments';

let stub: StubUpstream;
let attachments: HttpTicketAttachments;

async function* parts(): AsyncGenerator<Uint8Array> {
  yield new TextEncoder().encode('bytes');
}

const upload = () =>
  attachments.upload({
    callerToken: 'token',
    name: 'a.png',
    mediaType: 'image/png',
    body: parts(),
  });

beforeAll(async () => {
  stub = await startStubUpstream({ kind: 'json', body: {} });
  attachments = new HttpTicketAttachments({ baseUrl: stub.url });
});

afterAll(() => stub.close());

describe('HttpTicketAttachments against a failing upstream', () => {
  it('keeps the status and the message of a refusal', async () => {
    stub.answer({ kind: 'json', status: 413, body: { error: 'The file is larger than 100 MB' } });
    const failure = upload();
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: 413 });
    await expect(failure).rejects.toThrow(/larger than 100 MB/);
  });

  it('refuses an answer naming a file that is no image or video', async () => {
    stub.answer({
      kind: 'json',
      status: 201,
      body: {
        attachment: { id: 'a-1', name: 'x.pdf', mediaType: 'application/pdf', sizeBytes: 5 },
      },
    });
    await expect(upload()).rejects.toThrow(/attachment\.mediaType/);
  });

  it('fails on a closed socket with no status', async () => {
    stub.answer({ kind: 'close-socket' });
    await expect(upload()).rejects.toMatchObject({ status: null });
  });

  it('sends the bytes with their type, the encoded name and the token', async () => {
    stub.answer({
      kind: 'json',
      status: 201,
      body: { attachment: { id: 'a-1', name: 'ä.png', mediaType: 'image/png', sizeBytes: 5 } },
    });
    await attachments.upload({
      callerToken: 'token',
      name: 'ä.png',
      mediaType: 'image/png',
      body: parts(),
    });
    expect(stub.requests.at(-1)).toMatchObject({
      headers: {
        authorization: 'Bearer token',
        'content-type': 'image/png',
        'x-file-name': '%C3%A4.png',
      },
      body: 'bytes',
    });
  });

  it('refuses an opened file whose headers say no media type', async () => {
    stub.answer({ kind: 'text', status: 200, body: 'bytes' });
    await expect(attachments.open('token', 'a-1')).rejects.toBeInstanceOf(UpstreamError);
  });
});
