import type { PageView } from '@kmx/domain';
import type { Response } from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import type { JsonLogger } from '../logging/JsonLogger';
import type { ClientAssets } from './client-assets';
import { Document } from './Document';

export interface RenderRequest {
  readonly view: PageView;
  readonly status: number;
  readonly title: string;
  readonly description: string;
  readonly nonce: string;
}

/** Streams the page; status and head are decided before the first byte, from loaded data. */
export function renderPage(
  response: Response,
  request: RenderRequest,
  assets: ClientAssets,
  logger: JsonLogger,
): void {
  let failed = false;
  const stream = renderToPipeableStream(
    <Document
      view={request.view}
      title={request.title}
      description={request.description}
      assets={assets}
    />,
    {
      nonce: request.nonce,
      bootstrapModules: [assets.entry],
      onShellReady() {
        response.status(failed ? 500 : request.status);
        response.setHeader('content-type', 'text/html; charset=utf-8');
        stream.pipe(response);
      },
      onShellError(error) {
        logger.error('render failed', { error: String(error) });
        response.status(500).type('text/plain').send('Sorry, something went wrong');
      },
      onError(error) {
        failed = true;
        logger.error('render error', { error: String(error) });
      },
    },
  );
}
