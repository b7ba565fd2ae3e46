import { lazyView } from '../SiteApp/lazy-view';
import type { BlockType } from './BlockRegistry';

// Block kinds that few pages have and that weigh the most: script parts of their own, loaded for
// the pages that have them (`preloadBlocks`) before those render.
export const VideoBlock = lazyView(() =>
  import('./VideoBlock').then((module) => module.VideoBlock),
);
export const GalleryBlock = lazyView(() =>
  import('./GalleryBlock').then((module) => module.GalleryBlock),
);
export const TableBlock = lazyView(() =>
  import('./TableBlock').then((module) => module.TableBlock),
);
export const AccordionBlock = lazyView(() =>
  import('./AccordionBlock').then((module) => module.AccordionBlock),
);
export const DownloadsBlock = lazyView(() =>
  import('./DownloadsBlock').then((module) => module.DownloadsBlock),
);
export const ContactTeaserBlock = lazyView(() =>
  import('./ContactTeaserBlock').then((module) => module.ContactTeaserBlock),
);

export const QuoteBlock = lazyView(() =>
  import('./QuoteBlock').then((module) => module.QuoteBlock),
);
export const ProductListBlock = lazyView(() =>
  import('./ProductListBlock').then((module) => module.ProductListBlock),
);

export const FlashMessageBlock = lazyView(() =>
  import('./FlashMessageBlock').then((module) => module.FlashMessageBlock),
);

// The visitors' forms (issue 19) bring the domain's rules with them: a part of their own each.
export const LicenceRequestFormBlock = lazyView(() =>
  import('./LicenceRequestFormBlock').then((module) => module.LicenceRequestFormBlock),
);
export const WhitepaperFormBlock = lazyView(() =>
  import('./WhitepaperFormBlock').then((module) => module.WhitepaperFormBlock),
);

export const HeroBlock = lazyView(() =>
  import('./Hero/HeroBlock').then((module) => module.HeroBlock),
);
export const KeyFiguresBlock = lazyView(() =>
  import('./KeyFigures/KeyFiguresBlock').then((module) => module.KeyFiguresBlock),
);

const preloads: Partial<Record<BlockType, () => Promise<void>>> = {
  Video: VideoBlock.preload,
  Gallery: GalleryBlock.preload,
  Table: TableBlock.preload,
  Accordion: AccordionBlock.preload,
  Downloads: DownloadsBlock.preload,
  ContactTeaser: ContactTeaserBlock.preload,
  Quote: QuoteBlock.preload,
  FlashMessage: FlashMessageBlock.preload,
  ProductList: ProductListBlock.preload,
  LicenceRequestForm: LicenceRequestFormBlock.preload,
  WhitepaperForm: WhitepaperFormBlock.preload,
  Hero: HeroBlock.preload,
  KeyFigures: KeyFiguresBlock.preload,
};

/** Every `type` named anywhere in the data: blocks nest (an accordion holds blocks). */
function namedTypes(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) namedTypes(item, into);
  else if (typeof value === 'object' && value !== null) {
    for (const [field, inner] of Object.entries(value)) {
      if (field === 'type' && typeof inner === 'string') into.add(inner);
      else namedTypes(inner, into);
    }
  }
  return into;
}

const formBlocks: ReadonlySet<string> = new Set<BlockType>([
  'LicenceRequestForm',
  'WhitepaperForm',
]);

/**
 * Loads the code of the lazily loaded blocks a page's data names, or of all of them for null; with
 * the page's language, the forms' texts of that language too when it has a form (their loader
 * comes with the forms' code, not in the first load).
 */
export async function preloadBlocks(page: unknown, language?: string): Promise<void> {
  const types = page === null ? Object.keys(preloads) : [...namedTypes(page, new Set())];
  const formTexts =
    language !== undefined && types.some((type) => formBlocks.has(type))
      ? import('../forms/forms-texts').then((module) => module.loadFormsTexts(language))
      : undefined;
  await Promise.all([...types.map((type) => preloads[type as BlockType]?.()), formTexts]);
}
