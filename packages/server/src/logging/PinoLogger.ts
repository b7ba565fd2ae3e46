import type { LogFields, Logger } from '@kmx/domain/ports';
import {
  pino,
  stdTimeFunctions,
  type DestinationStream,
  type LoggerOptions,
  type Logger as Pino,
} from 'pino';
import { loggable } from './loggable';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/**
 * Structured logs through pino, one JSON object a line (`level`, `time`, `message` and the
 * fields) on standard output, for whatever collects the process output. Every line's fields pass
 * `loggable`: no secret, no empty error, no exception on a circular value.
 */
export class PinoLogger implements Logger {
  private readonly pino: Pino;

  constructor(level: LogLevel, destination?: DestinationStream) {
    const options: LoggerOptions = {
      level,
      // No pid or hostname: whatever collects the output knows them.
      base: null,
      messageKey: 'message',
      timestamp: stdTimeFunctions.isoTime,
      // `loggable` has written every error already; pino's own would call it an `Object`.
      serializers: { err: (value: unknown) => value },
      formatters: {
        level: (label: string) => ({ level: label }),
        log: loggable,
      },
    };
    this.pino = destination === undefined ? pino(options) : pino(options, destination);
  }

  debug(message: string, fields: LogFields = {}): void {
    this.pino.debug(fields, message);
  }

  info(message: string, fields: LogFields = {}): void {
    this.pino.info(fields, message);
  }

  warn(message: string, fields: LogFields = {}): void {
    this.pino.warn(fields, message);
  }

  error(message: string, fields: LogFields = {}): void {
    this.pino.error(fields, message);
  }
}
