import type { RequestHandler } from 'express';

/**
 * `X-Content-Type-Options: nosniff` on every answer, those before the security headers too
 * (`/healthz`, the assets and their 404s, the favicon, media): a browser takes each answer as the
 * type it is sent as, never as a script or style it guessed.
 */
export const noSniff: RequestHandler = (_request, response, next) => {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  next();
};
