import { Writable } from 'node:stream';
import type { Logger } from '@kmx/domain';
import { preloadAllSiteViews } from '@kmx/ui';
import { renderToPipeableStream } from 'react-dom/server';
import type { ClientAssets } from './client-assets';
import { Document } from './Document';
import type { PageRenderer, RenderHandlers } from './PageRenderer';

/** A stream React can pipe into that hands every chunk and every flush on to `handlers`. */
function handlerStream(handlers: RenderHandlers, complete: () => boolean): Writable {
  const stream = new Writable({
    write(chunk: Uint8Array, _encoding, callback) {
      handlers.write(chunk);
      callback();
    },
    final(callback) {
      handlers.end(complete());
      callback();
    },
  });
  // React calls `flush` on its destination after each batch (as it does for `compression`).
  return Object.assign(stream, { flush: () => handlers.flush() });
}

/**
 * Streams the whole document with React: status and head are decided before the first byte, from
 * loaded data. An error after the shell leaves that part to the browser and marks the render
 * incomplete (so it is never cached); an error in the shell writes nothing.
 */
export function reactPageRenderer(assets: ClientAssets, logger: Logger): PageRenderer {
  // Views the browser loads as parts of their own; loaded up front so no render waits for them.
  preloadAllSiteViews().catch((error: unknown) =>
    logger.error('loading the page views failed', { error: String(error) }),
  );
  return (payload, nonce, handlers) => {
    let failed = false;
    const stream = renderToPipeableStream(<Document payload={payload} assets={assets} />, {
      nonce,
      bootstrapModules: [assets.entry],
      onShellReady() {
        handlers.shellReady(failed ? 500 : payload.status);
        stream.pipe(handlerStream(handlers, () => !failed));
      },
      onShellError(error) {
        logger.error('render failed', { error: String(error) });
        handlers.shellFailed(error);
      },
      onError(error) {
        failed = true;
        logger.error('render error', { error: String(error) });
      },
    });
    return { abort: () => stream.abort(new Error('The page took longer than its time budget')) };
  };
}
