import express, { Router, type RequestHandler } from 'express';

export interface StaticAssetsOptions {
  /** The directory of the hashed files. */
  readonly directory: string;
  /** Whether the bundle's source maps (`*.map`) are served (`SERVE_SOURCE_MAPS=on`). */
  readonly serveSourceMaps: boolean;
}

/** A source map is answered like any missing asset (the app's error handler): 404. */
const withoutSourceMaps: RequestHandler = (request, _response, next) => {
  if (request.path.endsWith('.map')) next(Object.assign(new Error('Not found'), { status: 404 }));
  else next();
};

/**
 * The bundle's hashed files, immutable for a year; a missing one is a 404, never a page. The
 * build writes source maps beside the scripts; they show the sources, so they are served only when
 * configured, and otherwise answer as if missing.
 */
export function staticAssets(options: StaticAssetsOptions): Router {
  const router = Router();
  if (!options.serveSourceMaps) router.use(withoutSourceMaps);
  router.use(
    express.static(options.directory, {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );
  return router;
}
