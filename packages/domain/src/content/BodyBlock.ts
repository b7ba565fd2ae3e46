import type { NavigationLink } from '../navigation/NavigationLink';
import type { ContentImage } from './ContentImage';
import type { FlashMessageData } from './FlashMessageData';

/** Where an image or a video sits in the page; each has its rendition in `imageSizes`. */
export const mediaLayouts = {
  stretched: 'stretched',
  breakOut: 'breakOut',
  inline: 'inline',
  aside: 'aside',
} as const;

export type MediaLayout = (typeof mediaLayouts)[keyof typeof mediaLayouts];

/** Text with markup; the server sanitises it before any renderer sees it. */
export interface RichTextBlock {
  readonly id: string;
  readonly type: 'RichText';
  readonly html: string;
}

export interface FlashMessageBlock {
  readonly id: string;
  readonly type: 'FlashMessage';
  readonly message: FlashMessageData;
}

/** A block kind this code does not know: renders nothing for visitors, a notice for editors. */
export interface UnknownBlock {
  readonly id: string;
  readonly type: 'Unknown';
  readonly typeName: string;
}

export interface ImageBlock {
  readonly id: string;
  readonly type: 'Image';
  readonly image: ContentImage;
  readonly caption: string | null;
  readonly layout: MediaLayout;
}

export interface ContentVideo {
  readonly url: string;
  readonly title: string;
  readonly thumbnail: ContentImage | null;
}

export interface VideoBlock {
  readonly id: string;
  readonly type: 'Video';
  readonly video: ContentVideo;
  readonly caption: string | null;
  readonly layout: MediaLayout;
}

export interface GalleryImage {
  readonly image: ContentImage;
  readonly caption: string | null;
}

export interface GalleryBlock {
  readonly id: string;
  readonly type: 'Gallery';
  readonly title: string | null;
  readonly images: readonly GalleryImage[];
}

/** A card that leads somewhere: to a page, a product, a path or an action. */
export interface Teaser {
  readonly title: string;
  /** May contain markup. */
  readonly text: string | null;
  readonly image: ContentImage | null;
  readonly link: NavigationLink | null;
}

export interface TeaserBlock {
  readonly id: string;
  readonly type: 'Teaser';
  readonly teaser: Teaser;
}

export interface TeasersBlock {
  readonly id: string;
  readonly type: 'Teasers';
  readonly title: string | null;
  readonly teasers: readonly Teaser[];
}

/** Plain-text cells, a header row and body rows (the investor pages' share and dividend tables). */
export interface TableBlock {
  readonly id: string;
  readonly type: 'Table';
  readonly caption: string | null;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly footnote: string | null;
}

export interface AccordionItem {
  readonly title: string;
  /** May contain markup. */
  readonly html: string;
}

export interface AccordionBlock {
  readonly id: string;
  readonly type: 'Accordion';
  readonly title: string | null;
  readonly items: readonly AccordionItem[];
}

/** Products named by slug; the catalogue service supplies their names, images and countries. */
export interface ProductListBlock {
  readonly id: string;
  readonly type: 'ProductList';
  readonly title: string | null;
  readonly productSlugs: readonly string[];
}

export interface DownloadFile {
  readonly name: string;
  readonly url: string;
  /** Without the dot, e.g. `pdf`. */
  readonly extension: string;
  readonly sizeBytes: number;
  /** Language of the download's content, `null` when it has none (a drawing). */
  readonly language: string | null;
  /** A picture of the first page (spec 9: download thumbnail, 128x180), `null` when there is none. */
  readonly thumbnail: ContentImage | null;
}

export interface DownloadsBlock {
  readonly id: string;
  readonly type: 'Downloads';
  readonly title: string | null;
  readonly files: readonly DownloadFile[];
}

export interface ContactPerson {
  readonly name: string;
  readonly role: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly image: ContentImage | null;
}

export interface ContactTeaserBlock {
  readonly id: string;
  readonly type: 'ContactTeaser';
  readonly title: string | null;
  readonly text: string | null;
  readonly contact: ContactPerson;
}

export interface QuoteBlock {
  readonly id: string;
  readonly type: 'Quote';
  readonly quote: string;
  readonly author: string;
  readonly role: string | null;
  readonly portrait: ContentImage | null;
}

/** The open-source licence request form (spec portal 5), placed on a page by its editors. */
export interface LicenceRequestFormBlock {
  readonly id: string;
  readonly type: 'LicenceRequestForm';
  readonly title: string | null;
  readonly intro: string | null;
}

/** The whitepaper download form; the file itself is fetched by the server, never linked. */
export interface WhitepaperFormBlock {
  readonly id: string;
  readonly type: 'WhitepaperForm';
  readonly title: string | null;
  readonly intro: string | null;
  readonly whitepaper: { readonly id: string; readonly title: string };
}

/**
 * The opening of a page (issue 20): a full-width picture with a headline, a lead and up to two
 * calls to action, as a manufacturer's home page starts.
 */
export interface HeroBlock {
  readonly id: string;
  readonly type: 'Hero';
  readonly headline: string;
  /** Plain text. */
  readonly lead: string | null;
  readonly picture: ContentImage | null;
  readonly callToAction: NavigationLink | null;
  readonly secondaryAction: NavigationLink | null;
}

/** One key figure: a value as written (`1975`, `612`), its unit (`CHF m`) and what it counts. */
export interface KeyFigure {
  readonly value: string;
  readonly unit: string | null;
  readonly label: string;
}

/** A row of key figures ("Komax in figures"). */
export interface KeyFiguresBlock {
  readonly id: string;
  readonly type: 'KeyFigures';
  readonly title: string | null;
  readonly figures: readonly KeyFigure[];
}

/** Every kind of body block the content model has, each typed; `Page.blocks` holds these. */
export type BodyBlock =
  | RichTextBlock
  | FlashMessageBlock
  | ImageBlock
  | VideoBlock
  | GalleryBlock
  | TeaserBlock
  | TeasersBlock
  | TableBlock
  | AccordionBlock
  | ProductListBlock
  | DownloadsBlock
  | ContactTeaserBlock
  | QuoteBlock
  | LicenceRequestFormBlock
  | WhitepaperFormBlock
  | HeroBlock
  | KeyFiguresBlock
  | UnknownBlock;

export type BodyBlockType = BodyBlock['type'];
