import type { PageHead } from './PageFrame';

/** What decides whether search engines may index a page and follow its links. */
export type RobotsFacts =
  /** A CMS page: a system page (the editors' error page) or a password-protected one is hidden. */
  | {
      readonly kind: 'content';
      readonly systemPage: boolean;
      readonly protectedPage: boolean;
      /** Shown in another language than the visitor's: it repeats a page indexed elsewhere. */
      readonly languageFallback: boolean;
    }
  /** A catalogue, story or media release page. */
  | { readonly kind: 'collection' }
  /** A 404, error, password gate, portal or style guide page. */
  | { readonly kind: 'unindexed' };

/**
 * Spec public-site 2.2, 3.2 and DESIGN.md "One request": the robots rule of a page's head. Only
 * pages anyone may see in their own language are indexed; a language fallback is not, but its links
 * are followed, since the pages it links to exist in the visitor's language.
 */
export function pageRobots(facts: RobotsFacts): PageHead['robots'] {
  if (facts.kind === 'collection') return 'index, follow';
  if (facts.kind === 'unindexed' || facts.systemPage || facts.protectedPage) {
    return 'noindex, nofollow';
  }
  return facts.languageFallback ? 'noindex, follow' : 'index, follow';
}
