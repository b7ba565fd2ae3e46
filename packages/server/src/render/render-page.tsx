import { Writable } from 'node:stream';
import type { Logger } from '@kmx/domain/ports';
import type { PagePayload } from '@kmx/domain/view';
import { preloadAllSiteViews } from '@kmx/ui';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { ClientAssets } from './client-assets';
import { Document } from './Document';
import type { PageRenderer, RenderHandlers } from './PageRenderer';

const doctype = '<!DOCTYPE html>';

/** Where React left a Suspense boundary to the browser: it failed or was still waiting. */
const boundaryLeftToBrowser = '<!--$!';

/**
 * The whole page as one string, as React renders it when nothing has to wait: every view's code is
 * loaded at start and every piece of data before the render. `null` when a part was left to the
 * browser or the shell failed; the streaming render then says why and waits where it must.
 */
export function documentHtml(
  payload: PagePayload,
  assets: ClientAssets,
  nonce: string,
  formStarted?: string,
): string | null {
  try {
    const html = renderToString(
      <Document
        payload={payload}
        assets={assets}
        nonce={nonce}
        {...(formStarted !== undefined && { formStarted })}
      />,
    );
    return html.includes(boundaryLeftToBrowser) ? null : doctype + html;
  } catch {
    return null;
  }
}

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
 * Streams the whole document: status and head are decided before the first byte, from loaded
 * data. An error after the shell leaves that part to the browser and marks the render incomplete
 * (so it is never cached); an error in the shell writes nothing.
 */
function streamPage(
  payload: PagePayload,
  assets: ClientAssets,
  nonce: string,
  handlers: RenderHandlers,
  logger: Logger,
  formStarted?: string,
) {
  let failed = false;
  const stream = renderToPipeableStream(
    <Document
      payload={payload}
      assets={assets}
      nonce={nonce}
      {...(formStarted !== undefined && { formStarted })}
    />,
    {
      nonce,
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
    },
  );
  return { abort: () => stream.abort(new Error('The page took longer than its time budget')) };
}

/**
 * Renders pages with React. Pages are rendered to one string: with the data loaded before and
 * every view's code loaded at start, nothing waits, and a string costs a fraction of a stream
 * (React encodes a stream's every small piece to bytes). A page a string cannot hold whole (a
 * part failed, or code is still loading) is streamed instead, which waits for it or reports it.
 */
export function reactPageRenderer(
  assets: ClientAssets,
  logger: Logger,
  /** A fresh form start token for each render (issue 19); unset: the forms get theirs from the script. */
  formStart?: () => string,
): PageRenderer {
  // Views the browser loads as parts of their own; loaded up front so no render waits for them.
  preloadAllSiteViews().catch((error: unknown) =>
    logger.error('loading the page views failed', { error: String(error) }),
  );
  return (payload, nonce, handlers) => {
    const formStarted = formStart?.();
    const html = documentHtml(payload, assets, nonce, formStarted);
    if (html === null) return streamPage(payload, assets, nonce, handlers, logger, formStarted);
    handlers.whole(payload.status, html);
    return { abort: () => undefined };
  };
}
