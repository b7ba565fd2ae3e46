import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import type { StoredWireFlowFile } from './wire-flow-data';

const chunkBytes = 64 * 1024;

function seedOf(id: string): number {
  let seed = 0x9e3779b9;
  for (const character of id) seed = Math.imul(seed ^ character.charCodeAt(0), 0x01000193);
  return seed >>> 0 || 1;
}

/** The file's size in bytes, as its generated content has it. */
export function fileSize(file: StoredWireFlowFile): number {
  return file.content.kind === 'text'
    ? Buffer.byteLength(file.content.text, 'utf8')
    : file.content.sizeBytes;
}

/**
 * The file's bytes, generated a chunk at a time so that no file is ever held whole: the same bytes
 * on every start (xorshift32 seeded by the id), which a download's checksum can be checked against.
 */
export function* fileChunks(file: StoredWireFlowFile): Generator<Buffer> {
  if (file.content.kind === 'text') {
    yield Buffer.from(file.content.text, 'utf8');
    return;
  }
  const total = file.content.sizeBytes;
  const header = Buffer.from(`KMX WIRE-FLOW DEMO PACKAGE ${file.name}\n`, 'utf8').subarray(
    0,
    total,
  );
  yield header;
  let state = seedOf(file.id);
  let sent = header.length;
  while (sent < total) {
    const size = Math.min(chunkBytes, total - sent);
    const words = new Uint32Array(Math.ceil(size / 4));
    for (let index = 0; index < words.length; index += 1) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      words[index] = state >>> 0;
    }
    yield Buffer.from(words.buffer, 0, size);
    sent += size;
  }
}

/** Lower-case hexadecimal SHA-256 of the file's bytes. */
export function fileSha256(file: StoredWireFlowFile): string {
  const hash = createHash('sha256');
  for (const chunk of fileChunks(file)) hash.update(chunk);
  return hash.digest('hex');
}
