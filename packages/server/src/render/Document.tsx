import type { PagePayload } from '@kmx/domain/view';
import { messagesFor, SiteApp, uiLanguageOf } from '@kmx/ui';
import { editorMessagesFor } from '@kmx/ui/editor';
import { portalMessagesFor } from '@kmx/ui/portal';
import { rootElementId, viewElementId } from '../client/page-elements';
import { editorShellBeforeStart } from '../client/editor/EditorShell';
import { portalShellBeforeSignIn } from '../client/portal/PortalShell';
import type { ClientAssets } from './client-assets';
import { DocumentHead } from './DocumentHead';
import { serialiseForScript } from './serialise-for-script';

export interface DocumentProps {
  readonly payload: PagePayload;
  readonly assets: ClientAssets;
  /** The CSP nonce of the response (or the placeholder a cached page gets it through). */
  readonly nonce: string;
  /**
   * A form start token made at render time (issue 19), so a form sent without JavaScript carries
   * one; a cached page's is as old as the page, which the fill-time check allows.
   */
  readonly formStarted?: string;
}

/**
 * The HTML shell, server-only; the browser hydrates just the `#root` subtree. The whole payload
 * (status, head, view) is embedded, so the browser has the head for client navigation too. The
 * entry script is named here rather than as React's bootstrap option, so rendering to a string
 * and streaming give the same page; the body holds the root and the payload only, as the browser's
 * `useId`s must match the server's.
 */
export function Document({ payload, assets, nonce, formStarted }: DocumentProps) {
  const texts = assets.texts[uiLanguageOf(payload.view.language)];
  return (
    <html lang={payload.view.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* A module script runs once the document is parsed, wherever it stands. Not async: React
            would move it. Not in the body: the body's children are part of every `useId` below. */}
        <script type="module" src={assets.entry} nonce={nonce} />
        {/* The browser hydrates once the page's texts are there: asked for with the entry. */}
        {texts !== undefined && <link rel="modulepreload" href={texts} nonce={nonce} />}
        <DocumentHead head={payload.head} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The brand typeface's Latin file, asked for with the stylesheet rather than after it
            (fonts are fetched in CORS mode, so the preload must be too, or it is fetched twice). */}
        {(assets.fonts ?? []).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {[
          ...assets.styles,
          ...(payload.view.kind === 'portal' ? (assets.portalStyles ?? []) : []),
          ...(payload.view.kind === 'editor' ? (assets.editorStyles ?? []) : []),
        ].map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <div id={rootElementId}>
          <SiteApp
            view={payload.view}
            messages={messagesFor(payload.view.language)}
            {...(formStarted !== undefined && { formStarted })}
            {...(payload.view.kind === 'portal' && {
              area: portalShellBeforeSignIn(payload.view, portalMessagesFor(payload.view.language)),
            })}
            {...(payload.view.kind === 'editor' && {
              area: editorShellBeforeStart(payload.view, editorMessagesFor(payload.view.language)),
            })}
          />
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
