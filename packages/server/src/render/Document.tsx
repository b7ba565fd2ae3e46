import type { PageView } from '@kmx/domain';
import { SiteApp } from '@kmx/ui';
import type { ClientAssets } from './client-assets';
import { serialiseForScript } from './serialise-for-script';

export const viewElementId = 'kmx-view';
export const rootElementId = 'root';

export interface DocumentProps {
  readonly view: PageView;
  readonly title: string;
  readonly description: string;
  readonly assets: ClientAssets;
}

/** The HTML shell, server-only; the browser hydrates just the `#root` subtree. */
export function Document({ view, title, description, assets }: DocumentProps) {
  return (
    <html lang={view.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <div id={rootElementId}>
          <SiteApp view={view} />
        </div>
        <script
          id={viewElementId}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: serialiseForScript(view) }}
        />
      </body>
    </html>
  );
}
