import type { z } from 'zod';
import { UpstreamDataError } from './UpstreamDataError';

export function parseAnswer<Schema extends z.ZodType>(
  operation: string,
  schema: Schema,
  data: unknown,
): z.infer<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) throw UpstreamDataError.fromZod(operation, result.error);
  return result.data;
}
