import { localeHeaderName } from '@kmx/domain/translation';
import { preferredLanguages } from './locale-preference';
import type { TranslationStore } from './translation-store';

/** What every resolver of the content service may read about the request it answers. */
export interface ContentContext {
  /** The locale header's languages: current, fallback, en. */
  readonly languages: readonly string[];
  /** The request's own address, which media paths are made absolute against. */
  readonly requestUrl: string;
  /** The translation targets of this service instance, changed by start and reset. */
  readonly translations: TranslationStore;
}

export function contentContext(request: Request, translations: TranslationStore): ContentContext {
  return {
    languages: preferredLanguages(request.headers.get(localeHeaderName)),
    requestUrl: request.url,
    translations,
  };
}
