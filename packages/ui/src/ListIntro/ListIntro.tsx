import type { LinkContext } from '@kmx/domain/routing';
import type { CollectionIntro } from '@kmx/domain/view';
import { pageOutline } from '@kmx/domain/content';
import { useMemo } from 'react';
import { BlockList } from '../blocks/BlockList';
import { BlockSettingsProvider, type BlockSettings } from '../blocks/BlockSettings';
import { usePageActions } from '../PageLayout/PageActions';

export interface ListIntroProps {
  readonly intro: CollectionIntro;
  /** The frame's locale and site, which every link of the blocks is built with. */
  readonly linkContext: LinkContext;
}

/**
 * The blocks of the CMS page at a list's address (media releases, stories), drawn as a content
 * page draws its body, without the cover hero or navigation aids: the list is the page's point.
 */
export function ListIntro({ intro, linkContext }: ListIntroProps) {
  const actions = usePageActions();
  const outline = useMemo(() => pageOutline(intro.blocks, { coverHero: false }), [intro.blocks]);
  const settings: BlockSettings = {
    linkContext,
    productLinks: intro.productLinks,
    titleAnchors: outline.titleAnchors,
    eagerImageBlockId: outline.eagerImageBlockId,
    editing: false,
    onLinkAction: (action) => {
      if (action === 'open-news-feed-panel') actions.openNewsFeedPanel();
    },
  };
  return (
    <div className="list-intro" lang={intro.contentLanguage}>
      <BlockSettingsProvider settings={settings}>
        <BlockList blocks={outline.blocks} />
      </BlockSettingsProvider>
    </div>
  );
}
