import { localeHeaderName } from '@kmx/domain/translation';
import { preferredLanguages } from './locale-preference';
import type { CachePurgeNotice } from './CachePurgeNotice';
import type { TitleEdits } from './title-edits';
import type { TranslationStore } from './translation-store';

/** What every resolver of the content service may read about the request it answers. */
export interface ContentContext {
  /** The locale header's languages: current, fallback, en. */
  readonly languages: readonly string[];
  /** The request's own address, which media paths are made absolute against. */
  readonly requestUrl: string;
  /** The translation targets of this service instance, changed by start and reset. */
  readonly translations: TranslationStore;
  /** The demo edits of page titles of this service instance. */
  readonly titles: TitleEdits;
  /** Tells the product which pages changed, so it purges them. */
  readonly notice: CachePurgeNotice;
}

export function contentContext(
  request: Request,
  state: Pick<ContentContext, 'translations' | 'titles' | 'notice'>,
): ContentContext {
  return {
    languages: preferredLanguages(request.headers.get(localeHeaderName)),
    requestUrl: request.url,
    ...state,
  };
}
