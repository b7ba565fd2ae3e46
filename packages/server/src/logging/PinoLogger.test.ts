import { describe, expect, it } from 'vitest';
import { PinoLogger, type LogLevel } from './PinoLogger';

function capture(level: LogLevel) {
  const lines: string[] = [];
  const logger = new PinoLogger(level, { write: (line: string) => lines.push(line) });
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, parsed };
}

describe('the log', () => {
  it('writes one JSON object a line with level, time and message', () => {
    const { logger, lines, parsed } = capture('info');
    logger.info('request', { status: 200 });
    expect(lines[0]).toMatch(/\n$/);
    expect(parsed()[0]).toMatchObject({ level: 'info', message: 'request', status: 200 });
    expect(new Date(String(parsed()[0]?.['time'])).getTime()).not.toBeNaN();
  });

  it('drops lines below its level, and every line when silent', () => {
    const { logger, parsed } = capture('warn');
    logger.debug('quiet');
    logger.info('quiet');
    logger.warn('loud');
    logger.error('louder');
    expect(parsed().map((line) => line['level'])).toEqual(['warn', 'error']);

    const silent = capture('silent');
    silent.logger.error('nobody hears');
    expect(silent.lines).toEqual([]);
  });

  it('writes an error with its message and stack, and no secret of the request', () => {
    const { logger, lines, parsed } = capture('info');
    const error = new Error('x');
    logger.error('page cache failed', {
      error,
      request: {
        headers: {
          authorization: 'Bearer eyJhbGciOi.secret-token',
          cookie: 'kmx_page_access=signed.value',
        },
      },
    });
    const line = parsed()[0];
    expect(line?.['error']).toMatchObject({ type: 'Error', message: 'x' });
    expect((line?.['error'] as { stack?: string }).stack).toContain(error.stack);
    expect(lines[0]).not.toContain('eyJhbGciOi');
    expect(lines[0]).not.toContain('signed.value');
  });

  it('writes a circular value without throwing', () => {
    const { logger, parsed } = capture('info');
    const node: { name: string; self?: unknown } = { name: 'loop' };
    node.self = node;
    expect(() => logger.info('circular', { node })).not.toThrow();
    expect(parsed()[0]?.['node']).toEqual({ name: 'loop', self: '[Circular]' });
  });

  it('writes an error nested in another field, with its cause and a circular reference', () => {
    const { logger, lines, parsed } = capture('info');
    const cause = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const failure = Object.assign(new TypeError('fetch failed', { cause }), {
      request: { url: '/graphql', headers: { 'set-cookie': ['a=1'], 'x-api-key': 'k-123' } },
    });
    const context: Record<string, unknown> = { operation: 'PageQuery', failure };
    context['context'] = context;
    logger.warn('upstream failed', { context });
    const written = parsed()[0]?.['context'] as Record<string, Record<string, unknown>>;
    expect(written['failure']).toMatchObject({
      type: 'TypeError',
      message: 'fetch failed: connect ECONNREFUSED',
      request: {
        url: '/graphql',
        headers: { 'set-cookie': '[redacted]', 'x-api-key': '[redacted]' },
      },
    });
    expect(written['failure']?.['stack']).toContain('caused by: Error: connect ECONNREFUSED');
    expect(written['context']).toBe('[Circular]');
    expect(lines[0]).not.toContain('k-123');
  });

  it('keeps an error’s code but never an authorization code or its verifier', () => {
    const { logger, lines, parsed } = capture('debug');
    logger.debug('token exchange', {
      error: Object.assign(new Error('refused'), { code: 'ECONNRESET' }),
      form: { code: 'auth-code-1', code_verifier: 'verifier-1', redirect_uri: '/callback' },
      tokens: { access_token: 'at-1', id_token: 'it-1', refresh_token: 'rt-1' },
      password: 'hunter2',
    });
    expect(parsed()[0]).toMatchObject({
      error: { code: 'ECONNRESET' },
      form: { code: '[redacted]', code_verifier: '[redacted]', redirect_uri: '/callback' },
      tokens: '[redacted]',
      password: '[redacted]',
    });
    for (const secret of ['auth-code-1', 'verifier-1', 'at-1', 'it-1', 'rt-1', 'hunter2']) {
      expect(lines[0]).not.toContain(secret);
    }
  });
});
