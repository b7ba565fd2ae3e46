import type { ProductLinks } from '@kmx/domain/content';
import type { LinkContext, PathAction } from '@kmx/domain/routing';
import { createContext, useContext, type ReactNode } from 'react';

/** What every block renderer of a page shares: where links go, the anchors, what loads first. */
export interface BlockSettings {
  /** The visitor's locale and the site slug every link of the page is built with. */
  readonly linkContext: LinkContext;
  /** Product and service link targets by slug; a link whose slug is missing is not shown. */
  readonly productLinks: ProductLinks;
  /** The element id of each titled block's title (the anchor navigation links to them). */
  readonly titleAnchors: Readonly<Record<string, string>>;
  /** The block whose image loads at once; all others load lazily. */
  readonly eagerImageBlockId: string | null;
  /** Editors and draft previews see notices where visitors see nothing. */
  readonly editing: boolean;
  /** Called for action links (open-news-feed-panel); without it action links are not shown. */
  readonly onLinkAction?: (action: PathAction) => void;
}

/** For a block drawn on its own (a story, a test): English links on the main site. */
export const defaultBlockSettings: BlockSettings = {
  linkContext: { localeCode: 'en', siteSlug: null },
  productLinks: {},
  titleAnchors: {},
  eagerImageBlockId: null,
  editing: false,
};

const BlockSettingsContext = createContext<BlockSettings>(defaultBlockSettings);

export function BlockSettingsProvider({
  settings,
  children,
}: {
  settings: BlockSettings;
  children: ReactNode;
}) {
  return <BlockSettingsContext.Provider value={settings}>{children}</BlockSettingsContext.Provider>;
}

export function useBlockSettings(): BlockSettings {
  return useContext(BlockSettingsContext);
}
