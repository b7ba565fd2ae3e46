import type { Logger } from '@kmx/domain/ports';
import type { CollectionIntro } from '@kmx/domain/view';
import { isProtectedPage, isSystemPage } from '@kmx/domain/content';
import { contentProductLinks } from './content-product-links';
import type { PageContext } from './PageContext';
import { warnOfUnknownPathActions } from './path-action-warnings';
import { sanitisePage } from './sanitise-page';

/** A list page's own texts: the ui's, used where the CMS page has none. */
export interface ListPageTexts {
  readonly title: string;
  readonly description: string;
}

/** What heads a list page (media releases, stories): its title, head description and intro. */
export interface ListPageHeading extends ListPageTexts {
  readonly intro: CollectionIntro | null;
  /** False when the intro's product links could not be looked up (they are left out then). */
  readonly cacheable: boolean;
}

function filled(text: string, otherwise: string): string {
  return text.trim() === '' ? otherwise : text;
}

/**
 * Spec public-site 3.2: editors may keep a content page at a list's address. When the content
 * service has one, its title, description and sanitised blocks head the list; otherwise the ui's
 * texts do. Read as content pages are (cached source, site, fallback language); a failing content
 * service fails the list, as its collections would.
 */
export async function listPageHeading(
  context: PageContext,
  path: string,
  texts: ListPageTexts,
  logger: Logger,
): Promise<ListPageHeading> {
  const { fallbackLanguage } = context.visitor;
  const page = await context.content.pageByPath({
    path,
    language: context.locale.language,
    siteId: context.site.site.id,
    ...(fallbackLanguage !== null && { fallbackLanguage }),
  });
  // A protected page does not head a list that everyone sees and the page cache keeps; a system
  // page at the list's address only says that the site has the list (site-areas.ts).
  if (page === null || isProtectedPage(page.protection) || isSystemPage(page)) {
    return { ...texts, intro: null, cacheable: true };
  }
  warnOfUnknownPathActions(page, logger);
  const clean = sanitisePage(page);
  const productLinks = await contentProductLinks(context, clean.blocks).catch((error: unknown) => {
    logger.warn('product links of a list intro left out', { path, error: String(error) });
    return null;
  });
  const title = filled(clean.title, texts.title);
  return {
    title,
    description: filled(clean.description, texts.description),
    intro: {
      title,
      contentLanguage: clean.contentLanguage,
      blocks: clean.blocks,
      productLinks: productLinks ?? {},
    },
    cacheable: productLinks !== null,
  };
}
