import type { BlockRegistry } from './BlockRegistry';
import { ImageBlock } from './ImageBlock';
import {
  AccordionBlock,
  ContactTeaserBlock,
  DownloadsBlock,
  FlashMessageBlock,
  GalleryBlock,
  HeroBlock,
  KeyFiguresBlock,
  LicenceRequestFormBlock,
  ProductListBlock,
  QuoteBlock,
  TableBlock,
  VideoBlock,
  WhitepaperFormBlock,
} from './lazy-blocks';
import { RichTextBlock } from './RichTextBlock';
import { TeaserBlock } from './TeaserBlock';
import { TeasersBlock } from './TeasersBlock';

/** A renderer for every block kind of the content model; a site overrides entries it draws otherwise. */
export const defaultBlockRegistry: BlockRegistry = {
  RichText: RichTextBlock,
  FlashMessage: FlashMessageBlock,
  Image: ImageBlock,
  Video: VideoBlock,
  Gallery: GalleryBlock,
  Teaser: TeaserBlock,
  Teasers: TeasersBlock,
  Table: TableBlock,
  Accordion: AccordionBlock,
  ProductList: ProductListBlock,
  Downloads: DownloadsBlock,
  ContactTeaser: ContactTeaserBlock,
  Quote: QuoteBlock,
  LicenceRequestForm: LicenceRequestFormBlock,
  WhitepaperForm: WhitepaperFormBlock,
  Hero: HeroBlock,
  KeyFigures: KeyFiguresBlock,
};
