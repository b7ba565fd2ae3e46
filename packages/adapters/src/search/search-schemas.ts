import type { SearchRecord, SearchRecordKind } from '@kmx/domain/content';
import { z } from 'zod';

const recordKinds = [
  'page',
  'product',
  'service',
  'story',
  'media-release',
] as const satisfies readonly SearchRecordKind[];

const isRecordKind = (kind: string): kind is SearchRecordKind =>
  (recordKinds as readonly string[]).includes(kind);

/** A hit; a kind this product does not know is dropped rather than failing the whole search. */
const searchRecord = z
  .object({
    title: z.string(),
    description: z.string(),
    url: z.string().min(1),
    kind: z.string().nullish(),
  })
  .transform(({ kind, ...record }): SearchRecord =>
    typeof kind === 'string' && isRecordKind(kind) ? { ...record, kind } : record,
  );

export const searchAnswerSchema = z.object({
  records: z.array(searchRecord),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});

export const suggestAnswerSchema = z.object({ suggestions: z.array(z.string()) });
