import { describe, expect, it } from 'vitest';
import { JsonLogger } from './JsonLogger';

function capture(level: 'debug' | 'info' | 'warn' | 'error' | 'silent') {
  const lines: string[] = [];
  return { logger: new JsonLogger(level, (line) => lines.push(line)), lines };
}

describe('the JSON logger', () => {
  it('writes one JSON object a line with level and message', () => {
    const { logger, lines } = capture('info');
    logger.info('request', { status: 200 });
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 'info',
      message: 'request',
      status: 200,
    });
  });

  it('drops lines below its level', () => {
    const { logger, lines } = capture('warn');
    logger.info('quiet');
    logger.error('loud');
    expect(lines).toHaveLength(1);
  });

  it('never writes a token or password', () => {
    const { logger, lines } = capture('debug');
    logger.debug('exchange', { accessToken: 'eyJ.secret', password: 'hunter2', path: '/en' });
    expect(lines[0]).not.toContain('eyJ.secret');
    expect(lines[0]).not.toContain('hunter2');
    expect(lines[0]).toContain('/en');
  });
});
