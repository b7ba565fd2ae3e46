import type { RequestHandler } from 'express';
import type { Logger } from '@kmx/domain/ports';

/** One line a request. Only the path is logged: query strings may carry codes or tokens. */
export function requestLog(logger: Logger): RequestHandler {
  return (request, response, next) => {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      logger.info('request', {
        method: request.method,
        path: request.path,
        status: response.statusCode,
        durationMs: Number((process.hrtime.bigint() - started) / 1_000_000n),
      });
    });
    next();
  };
}
