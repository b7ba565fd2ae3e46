import { Buffer } from 'node:buffer';
import { deflateSync } from 'node:zlib';
import { demoClipMp4 } from '../media/demo-clip';
import type { DemoAttachment } from './attachment-store';
import type { StoredTicket } from './ticketing-data';

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) {
    value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  }
  return value >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG: a diagonal colour gradient, so the detail page shows a picture, not a blank. */
export function gradientPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      rows.set([(40 + (x * 160) / width) | 0, 90, (120 + (y * 120) / height) | 0], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const demoPhoto = gradientPng(320, 200);
export const demoPhotoSizeBytes = demoPhoto.length;

/**
 * The bytes of a demo ticket's attachment (ids `demo-{organisation}-…`): generated, never stored
 * in the data folder. `null` for any other media type.
 */
function demoAttachmentBytes(mediaType: string): Uint8Array | null {
  if (mediaType === 'image/png') return demoPhoto;
  if (mediaType === 'video/mp4') return demoClipMp4;
  return null;
}

/** The demo tickets' attachments by id, each with the organisation of its ticket and its bytes. */
export function demoAttachmentsOf(tickets: readonly StoredTicket[]): Map<string, DemoAttachment> {
  const found = new Map<string, DemoAttachment>();
  for (const ticket of tickets) {
    const attachments = [
      ...(ticket.attachments ?? []),
      ...ticket.comments.flatMap((comment) => comment.attachments ?? []),
    ];
    for (const attachment of attachments) {
      const bytes = demoAttachmentBytes(attachment.mediaType);
      if (attachment.id.startsWith('demo-') && bytes !== null) {
        found.set(attachment.id, { organisationId: ticket.organisationId, attachment, bytes });
      }
    }
  }
  return found;
}
