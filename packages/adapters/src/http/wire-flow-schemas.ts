import type { WireFlowRelease } from '@kmx/domain/portal';
import { z } from 'zod';

const sha256 = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal digits')
  .transform((value) => value.toLowerCase());

const file = z.object({
  id: z.string().regex(/^[\w.-]{1,100}$/, 'must be a plain id'),
  name: z.string().min(1).max(255),
  sizeBytes: z.number().int().nonnegative(),
  sha256,
});

const release = z.object({
  id: z.string().min(1),
  version: z.string().min(1),
  releasedOn: z.iso.date(),
  notes: z.string(),
  files: z.array(file),
});

/** `GET /releases`. */
export const releasesAnswerSchema = z.object({
  releases: z.array(release),
}) satisfies z.ZodType<{ releases: WireFlowRelease[] }>;

/** The headers of `GET /files/{id}` the product passes on; a file without them is not served. */
export const fileHeadersSchema = z.object({
  'content-length': z
    .string()
    .regex(/^\d{1,12}$/, 'must be a byte count')
    .transform(Number),
  'x-checksum-sha256': sha256,
  'content-disposition': z.string().min(1),
});
