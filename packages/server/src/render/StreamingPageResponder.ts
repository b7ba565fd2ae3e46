import type { JsonLogger } from '../logging/JsonLogger';
import type { ClientAssets } from './client-assets';
import type { PageResponder, PageResponse } from './PageResponder';
import { renderPage } from './render-page';

/** Renders every page afresh; the whole-page cache wraps this. */
export class StreamingPageResponder implements PageResponder {
  constructor(
    private readonly assets: ClientAssets,
    private readonly logger: JsonLogger,
  ) {}

  async respond({ response, nonce, produce }: PageResponse): Promise<void> {
    const { payload } = await produce();
    renderPage(
      response,
      {
        view: payload.view,
        status: payload.status,
        title: payload.head.title,
        description: payload.head.description,
        nonce,
      },
      this.assets,
      this.logger,
    );
  }
}
