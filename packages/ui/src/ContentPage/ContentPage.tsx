import type { Page, PageOptions, ProductLinks } from '@kmx/domain/content';
import type { LinkContext, PathAction } from '@kmx/domain/routing';
import { effectiveTheme, pageOutline, pageTheme } from '@kmx/domain/content';
import { useMemo, type ReactNode } from 'react';
import { AnchorNavigation } from '../AnchorNavigation/AnchorNavigation';
import { BlockList } from '../blocks/BlockList';
import type { BlockRegistry } from '../blocks/BlockRegistry';
import { BlockSettingsProvider, type BlockSettings } from '../blocks/BlockSettings';
import { CoverHero } from '../CoverHero/CoverHero';
import { TableOfContents } from '../TableOfContents/TableOfContents';

/** Spec public-site 2.5: what a page may switch on or off; unset ones follow the page's content. */
export type ContentPageOptions = Partial<
  Pick<PageOptions, 'coverHero' | 'anchorNavigation' | 'tableOfContents' | 'themeOverride'>
>;

/** Below these counts the navigation aids add nothing, so a page that sets nothing shows none. */
export const minSectionsForAnchorNavigation = 2;
export const minHeadingsForTableOfContents = 3;

export interface ContentPageProps {
  readonly page: Page;
  /** Renderers that replace the default ones for their block kinds. */
  readonly registry?: Partial<BlockRegistry>;
  readonly editing?: boolean;
  /** Locale and site slug for every link of the page; without it, the page's content language. */
  readonly linkContext?: LinkContext;
  /**
   * Names and addresses of the products and services the page links, by slug, as the page loader
   * looked them up; a product or service link whose slug is missing is not shown (spec 5).
   */
  readonly productLinks?: ProductLinks;
  readonly options?: ContentPageOptions;
  /** Action links of blocks (open-news-feed-panel) call this; without it they are not shown. */
  readonly onLinkAction?: (action: PathAction) => void;
  /** What the page shows after its blocks (the page modules). */
  readonly children?: ReactNode;
}

/**
 * Spec public-site 2.5: a content page with its optional cover hero, sticky anchor navigation and
 * table of contents, the body blocks through the renderer registry, drawn in the page's theme
 * (or the override) and marked with the language its content is in.
 */
export function ContentPage({
  page,
  registry,
  editing = false,
  linkContext,
  productLinks = {},
  options = {},
  onLinkAction,
  children,
}: ContentPageProps) {
  const outline = useMemo(
    () => pageOutline(page.blocks, { coverHero: options.coverHero !== false }),
    [page.blocks, options.coverHero],
  );
  const theme = pageTheme(
    effectiveTheme({ themeOverride: options.themeOverride ?? null }, page.theme),
  );
  const showAnchors =
    options.anchorNavigation ?? outline.sections.length >= minSectionsForAnchorNavigation;
  const showContents =
    options.tableOfContents ?? outline.contents.length >= minHeadingsForTableOfContents;

  const settings: BlockSettings = {
    linkContext: linkContext ?? { localeCode: page.contentLanguage, siteSlug: null },
    productLinks,
    titleAnchors: outline.titleAnchors,
    eagerImageBlockId: outline.eagerImageBlockId,
    editing,
    ...(onLinkAction !== undefined && { onLinkAction }),
  };

  return (
    <article className={`content-page theme-${theme.toLowerCase()}`} lang={page.contentLanguage}>
      {outline.cover === null ? (
        <h1 className="content-page__title">{page.title}</h1>
      ) : (
        <BlockSettingsProvider settings={settings}>
          <CoverHero cover={outline.cover} title={page.title} />
        </BlockSettingsProvider>
      )}
      {showAnchors && <AnchorNavigation sections={outline.sections} />}
      <div className={`content-page__layout${showContents ? ' content-page__layout--toc' : ''}`}>
        {showContents && <TableOfContents headings={outline.contents} />}
        <div className="content-page__body">
          <BlockSettingsProvider settings={settings}>
            <BlockList blocks={outline.blocks} {...(registry && { registry })} />
          </BlockSettingsProvider>
        </div>
      </div>
      {children}
    </article>
  );
}
