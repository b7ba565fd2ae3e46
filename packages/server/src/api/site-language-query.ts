import type { Request } from 'express';
import { queryValues } from '../http/query-values';
import type { SiteEntry } from '../seo/site-directory';

const languageCode = /^[a-z]{2}$/;

export const languageQueryMessage =
  'The query parameter lang must be one language code, e.g. ?lang=en';

/** The one `lang` of the query when it is a language code, else `null`. */
export function requestedLanguage(request: Request): string | null {
  const asked = queryValues(request, 'lang');
  const language = asked[0];
  return asked.length === 1 && language !== undefined && languageCode.test(language)
    ? language
    : null;
}

/** A usable site offered in a language, or what is wrong with asking for it. */
export type SiteInLanguage =
  | { readonly kind: 'found'; readonly entry: SiteEntry }
  | { readonly kind: 'wrong'; readonly status: 400 | 404; readonly message: string };

/** The site with this id among the usable sites, when it is offered in the language. */
export function siteInLanguage(
  sites: readonly SiteEntry[],
  siteId: string,
  language: string,
): SiteInLanguage {
  const entry = sites.find(({ site }) => site.id === siteId);
  if (entry === undefined) {
    return { kind: 'wrong', status: 404, message: `No site has the id "${siteId}"` };
  }
  if (!entry.languages.includes(language)) {
    return {
      kind: 'wrong',
      status: 400,
      message: `The site "${siteId}" is offered in ${entry.languages.join(', ')}, not in "${language}"`,
    };
  }
  return { kind: 'found', entry };
}
