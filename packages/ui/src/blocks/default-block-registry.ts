import { AccordionBlock } from './AccordionBlock';
import type { BlockRegistry } from './BlockRegistry';
import { ContactTeaserBlock } from './ContactTeaserBlock';
import { DownloadsBlock } from './DownloadsBlock';
import { FlashMessageBlock } from './FlashMessageBlock';
import { GalleryBlock } from './GalleryBlock';
import { ImageBlock } from './ImageBlock';
import { ProductListBlock } from './ProductListBlock';
import { QuoteBlock } from './QuoteBlock';
import { RichTextBlock } from './RichTextBlock';
import { TableBlock } from './TableBlock';
import { TeaserBlock } from './TeaserBlock';
import { TeasersBlock } from './TeasersBlock';
import { VideoBlock } from './VideoBlock';

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
};
