import type { LogFields, Logger } from '@kmx/domain/ports';
import type { LogLevel } from '../config/auth-config';
import type { LogConsole } from '../environment/AuthEnvironment';

const severity: Readonly<Record<LogLevel, number>> = {
  none: 0,
  error: 1,
  warn: 2,
  info: 3,
  debug: 4,
};

/** Field names whose values are secrets: tokens, codes, PKCE verifiers, states and nonces. */
const secretField = /token|verifier|secret|password|authorization|nonce|hint|^code$|^state$/i;

/** A JWT, or any long run of base64url text: the shape of every token the provider issues. */
const tokenLike = /[\w-]{10,}\.[\w-]{10,}\.[\w-]*|[\w-]{32,}/g;

export const redacted = '[redacted]';

function scrub(text: string): string {
  return text.replace(tokenLike, redacted);
}

function safeValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrub(value);
  if (value instanceof Error) {
    const code = (value as { code?: unknown }).code;
    return {
      name: value.name,
      ...(typeof code === 'string' ? { code } : {}),
      message: scrub(value.message),
    };
  }
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= 3) return '[object]';
  if (Array.isArray(value)) return value.map((item) => safeValue(item, depth + 1));
  return safeFields(value as LogFields, depth + 1);
}

function safeFields(fields: LogFields, depth = 0): LogFields {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      secretField.test(key) ? redacted : safeValue(value, depth),
    ]),
  );
}

/**
 * The SDK's logger: writes at `level` and above to the console, and never a token. Secret-named
 * fields are replaced, and token-shaped text is cut out of messages and values.
 */
export function createAuthLogger(level: LogLevel, console: LogConsole): Logger {
  const write =
    (method: Exclude<LogLevel, 'none'>) =>
    (message: string, fields?: LogFields): void => {
      if (severity[method] > severity[level]) return;
      const line = `[portal-auth] ${scrub(message)}`;
      if (fields === undefined) console[method](line);
      else console[method](line, safeFields(fields));
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
