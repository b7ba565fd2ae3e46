import type { Logger } from '@kmx/domain/ports';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFields = Readonly<Record<string, unknown>>;

const rank: Readonly<Record<LogLevel, number>> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};

/** Never log these, whatever a caller passes in. */
const secretField = /token|password|secret|authorization|cookie|code_verifier/i;

function redact(fields: LogFields): LogFields {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      secretField.test(key) ? '[redacted]' : value,
    ]),
  );
}

/** Structured logs, one JSON object a line, for whatever collects the process output. */
export class JsonLogger implements Logger {
  constructor(
    private readonly level: LogLevel,
    private readonly write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  ) {}

  debug(message: string, fields: LogFields = {}): void {
    this.log('debug', message, fields);
  }

  info(message: string, fields: LogFields = {}): void {
    this.log('info', message, fields);
  }

  warn(message: string, fields: LogFields = {}): void {
    this.log('warn', message, fields);
  }

  error(message: string, fields: LogFields = {}): void {
    this.log('error', message, fields);
  }

  private log(level: Exclude<LogLevel, 'silent'>, message: string, fields: LogFields): void {
    if (rank[level] < rank[this.level]) return;
    this.write(
      JSON.stringify({ time: new Date().toISOString(), level, message, ...redact(fields) }),
    );
  }
}
