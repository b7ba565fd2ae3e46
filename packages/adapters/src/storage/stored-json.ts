import type { KeyValueStore } from '@kmx/domain/ports';
import type { z } from 'zod';

/**
 * A JSON value kept in browser storage, checked with `schema`. Storage outlives releases and can be
 * edited by hand, so a missing, malformed or foreign value reads as `null` instead of throwing.
 */
export function readStoredJson<Schema extends z.ZodType>(
  store: KeyValueStore,
  key: string,
  schema: Schema,
): z.infer<Schema> | null {
  const stored = store.get(key);
  if (stored === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Stores `value` as JSON; a value JSON cannot hold (a cycle, a bigint) is not stored. */
export function writeStoredJson(store: KeyValueStore, key: string, value: unknown): void {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    return;
  }
  // `undefined` and functions have no JSON form: remove rather than store the text "undefined".
  if (json === undefined) store.remove(key);
  else store.set(key, json);
}
