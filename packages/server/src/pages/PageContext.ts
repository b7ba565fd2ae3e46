import type { ModeQuery } from '@kmx/domain/content';
import type { CatalogueSource, ContentCollections, ContentSource } from '@kmx/domain/ports';
import type { LinkContext } from '@kmx/domain/routing';
import type { Locale } from '@kmx/domain/site';
import type { Messages } from '@kmx/ui';
import type { SiteContext } from '../pipeline/site-context';
import type { VisitorLocale } from '../pipeline/visitor-locale';

/** Everything a page loader knows about the request once the pipeline has decided to serve it. */
export interface PageContext {
  /** The content service as this request reads it (cache mode, next-release keys). */
  readonly content: ContentSource;
  readonly collections: ContentCollections;
  /** The catalogue service as this request reads it (cache mode, next-release keys). */
  readonly catalogue: CatalogueSource;
  readonly site: SiteContext;
  readonly visitor: VisitorLocale;
  readonly locale: Locale;
  /** How this site's links are written in this locale. */
  readonly links: LinkContext;
  /** The path within the site, percent-encoded and canonical, `/` for home: `/company/history`. */
  readonly pathInSite: string;
  /** The address as the visitor asked for it, decoded, for the 404 message. */
  readonly requestedPath: string;
  /** The request's query, read the way no value can throw. */
  readonly query: ModeQuery;
  readonly modes: { readonly nextRelease: boolean; readonly testing: boolean };
  /** The origin canonical addresses and alternates are written with, e.g. `https://www.komax.com`. */
  readonly origin: string;
  readonly messages: Messages;
}
