import { stdSerializers } from 'pino';

/** What a secret is logged as. */
const redacted = '[redacted]';

/**
 * Keys never logged at any depth: credentials (`authorization`, `x-api-key`), cookies
 * (`cookie`, `set-cookie`), tokens (`access_token`, `idToken`, `refresh_token`, `token`, …),
 * passwords and secrets, and the OAuth code with its verifier.
 */
const secretKey =
  /token|passw|secret|authori[sz]ation|cookie|api_?key|code_?verifier|^code$|^auth(orization)?_?code$/i;

function isSecretKey(key: string): boolean {
  return secretKey.test(key.replaceAll('-', '_'));
}

/** Deep enough for a request's headers inside an error's cause; deeper is cut, not walked. */
const maxDepth = 8;

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function fieldsOf(
  object: object,
  ancestors: Set<object>,
  depth: number,
  /** An error's own `code` is its kind (`ECONNREFUSED`), not an OAuth code. */
  keepCode = false,
): Record<string, unknown> {
  // `fromEntries` keeps a key such as `__proto__` an own field instead of a prototype.
  return Object.fromEntries(
    Object.entries(object).map(([key, value]) => [
      key,
      isSecretKey(key) && !(keepCode && key === 'code' && typeof value === 'string')
        ? redacted
        : walk(value, ancestors, depth + 1),
    ]),
  );
}

function walk(value: unknown, ancestors: Set<object>, depth: number): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object' || value === null) return value;
  if (ancestors.has(value)) return '[Circular]';
  if (depth >= maxDepth) return '[Deeper]';
  ancestors.add(value);
  try {
    // Type, message and stack (with those of its causes), then its other fields, walked too.
    if (value instanceof Error) return fieldsOf(stdSerializers.err(value), ancestors, depth, true);
    if (Array.isArray(value)) return value.map((item) => walk(item, ancestors, depth + 1));
    // Dates, URLs, buffers and the like keep their own JSON form.
    return isPlainObject(value) ? fieldsOf(value, ancestors, depth) : value;
  } finally {
    ancestors.delete(value);
  }
}

/**
 * The fields of a log line as they may be written: secrets redacted by key wherever they are,
 * errors as their type, message and stack (JSON would write `{}`), a circular reference as
 * `[Circular]` instead of an exception.
 */
export function loggable(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return fieldsOf(fields, new Set([fields]), 0);
}
