import type { Page } from '@kmx/domain/content';
import type { Locale } from '@kmx/domain/site';
import type { PageHead } from '@kmx/domain/view';
import { isSystemPage } from '@kmx/domain/content';
import { alternateLocales, openGraphLocale } from '@kmx/domain/routing';
import { namedAddress, pageRobots, titleWithSite, withNamedAlternates } from '@kmx/domain/view';
import type { PageContext } from './PageContext';
import { canonicalLink } from './site-links';

function firstImage(page: Page): string | null {
  for (const block of page.blocks) {
    if (block.type === 'Image') return block.image.url;
  }
  return null;
}

/**
 * The head of a content page: canonical address in the visitor's locale, one alternate per
 * language the page exists in (plus `x-default`), Open Graph; indexed as `pageRobots` says. A
 * protected page names no canonical address or alternates either.
 */
export function contentHead(context: PageContext, page: Page, protectedPage = false): PageHead {
  const robots = pageRobots({
    kind: 'content',
    systemPage: isSystemPage(page),
    protectedPage,
    languageFallback: page.isLanguageFallback,
  });
  const head = { ...openContentHead(context, page), robots };
  return protectedPage ? { ...head, canonical: null, alternates: [] } : head;
}

/** An address an editor named (spec 3.2), absolute: https as it is, a path in the site's locale. */
function namedHref(context: PageContext, raw: string, localeCode?: string): string | null {
  const address = namedAddress(raw);
  if (address === null) return null;
  return address.kind === 'external'
    ? address.url
    : canonicalLink(context, address.path, localeCode);
}

/** A path alternate named for `de-CH` is written with the locale `de-ch` when the site has it. */
function localeOfHrefLang(context: PageContext, hrefLang: string): string | undefined {
  const code = hrefLang.toLowerCase();
  return context.site.offer.languages.includes(code.split('-')[0] ?? '') && code !== 'x-default'
    ? code
    : undefined;
}

function openContentHead(context: PageContext, page: Page): Omit<PageHead, 'robots'> {
  const alternates = alternateLocales(page.languages, context.locale, context.site.offer);
  const named = (page.alternateVersions ?? []).flatMap(({ hrefLang, url }) => {
    const href = namedHref(context, url, localeOfHrefLang(context, hrefLang));
    return href === null || hrefLang.trim() === '' ? [] : [{ hrefLang: hrefLang.trim(), href }];
  });
  return {
    title: titleWithSite(page.title, context.site.site.name),
    description: page.description,
    canonical:
      (page.canonicalUrl === undefined ? null : namedHref(context, page.canonicalUrl)) ??
      canonicalLink(context, page.url),
    alternates: withNamedAlternates(
      alternates.map(({ hrefLang, locale }) => ({
        hrefLang,
        href: canonicalLink(context, page.url, locale.urlCode),
      })),
      named,
    ),
    openGraph: {
      type: 'website',
      siteName: context.site.site.name,
      locale: openGraphLocale(context.locale),
      image: firstImage(page),
    },
  };
}

/** The head of a page that must not be indexed (404, error, password gate, portal, style guide). */
export function unindexedHead(title: string, siteName: string, locale: Locale): PageHead {
  return {
    title,
    description: '',
    canonical: null,
    alternates: [],
    openGraph: { type: 'website', siteName, locale: openGraphLocale(locale), image: null },
    robots: pageRobots({ kind: 'unindexed' }),
  };
}

/** What a catalogue, story or media release page says about itself in its head. */
export interface CollectionHeadFacts {
  readonly title: string;
  readonly description: string;
  /** Absolute or same-origin address of the page's picture, `null` for none. */
  readonly image: string | null;
  readonly type: 'website' | 'article';
  /** The page's own address in the site, when it is shown at another (`/products/{slug}`). */
  readonly path?: string;
}

/**
 * The head of a catalogue, story or media release page: its address (`pathInSite`) in every
 * language of the site, canonical in the visitor's locale.
 */
export function collectionHead(context: PageContext, facts: CollectionHeadFacts): PageHead {
  const path = facts.path ?? context.pathInSite;
  const alternates = alternateLocales(
    context.site.offer.languages,
    context.locale,
    context.site.offer,
  );
  return {
    title: titleWithSite(facts.title, context.site.site.name),
    description: facts.description,
    canonical: canonicalLink(context, path),
    alternates: alternates.map(({ hrefLang, locale }) => ({
      hrefLang,
      href: canonicalLink(context, path, locale.urlCode),
    })),
    openGraph: {
      type: facts.type,
      siteName: context.site.site.name,
      locale: openGraphLocale(context.locale),
      image: facts.image,
    },
    robots: pageRobots({ kind: 'collection' }),
  };
}
