import type { PagePayload } from '@kmx/domain';
import { SiteApp } from '@kmx/ui';
import type { ClientAssets } from './client-assets';
import { DocumentHead } from './DocumentHead';
import { serialiseForScript } from './serialise-for-script';

export const viewElementId = 'kmx-view';
export const rootElementId = 'root';

export interface DocumentProps {
  readonly payload: PagePayload;
  readonly assets: ClientAssets;
}

/**
 * The HTML shell, server-only; the browser hydrates just the `#root` subtree. The whole payload
 * (status, head, view) is embedded, so the browser has the head for client navigation too.
 */
export function Document({ payload, assets }: DocumentProps) {
  return (
    <html lang={payload.view.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <DocumentHead head={payload.head} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <div id={rootElementId}>
          <SiteApp view={payload.view} />
        </div>
        <script
          id={viewElementId}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: serialiseForScript(payload) }}
        />
      </body>
    </html>
  );
}
