import type { BodyBlock, HeroBlock, ImageBlock } from './BodyBlock';
import { mediaLayouts } from './BodyBlock';
import type { ContentHeading } from './heading-anchors';
import { contentAnchor, markupHeadings, markupIds, uniqueAnchor } from './heading-anchors';

/**
 * What a content page draws around its body blocks (spec public-site 2.5), all derived from the
 * blocks so that the server and the browser derive the same.
 */
export interface PageOutline {
  /**
   * The cover hero: the first block when it is a stretched image or a hero (issue 20: picture,
   * lead and calls to action), else `null`.
   */
  readonly cover: ImageBlock | HeroBlock | null;
  /** The blocks of the body, without the one shown as cover. */
  readonly blocks: readonly BodyBlock[];
  /**
   * The page's sections for the anchor navigation, in order: the titles of titled blocks and the
   * level-2 headings of rich text.
   */
  readonly sections: readonly ContentHeading[];
  /** The table of contents: the level-2 and level-3 headings of rich text, in order. */
  readonly contents: readonly ContentHeading[];
  /** The element id of each titled block's title, by block id. */
  readonly titleAnchors: Readonly<Record<string, string>>;
  /** The one body image that loads at once (the first); every other one loads lazily. */
  readonly eagerImageBlockId: string | null;
}

/** The block kinds whose title heads a section of the page. */
const titledTypes: ReadonlySet<BodyBlock['type']> = new Set([
  'Gallery',
  'Teasers',
  'Accordion',
  'ProductList',
  'Downloads',
  'ContactTeaser',
  'KeyFigures',
]);

type TitledBlock = Extract<
  BodyBlock,
  {
    type:
      | 'Gallery'
      | 'Teasers'
      | 'Accordion'
      | 'ProductList'
      | 'Downloads'
      | 'ContactTeaser'
      | 'KeyFigures';
  }
>;

function isTitled(block: BodyBlock): block is TitledBlock {
  return titledTypes.has(block.type);
}

/** The title a block shows as a section heading, or `null` for blocks that are not sections. */
export function sectionTitle(block: BodyBlock): string | null {
  if (!isTitled(block) || block.title === null || block.title.trim() === '') return null;
  return block.title;
}

/** Blocks that draw an image when the page opens; the first of them is not lazy. */
function showsImage(block: BodyBlock): boolean {
  return block.type === 'Image' || block.type === 'Video' || block.type === 'Gallery';
}

/**
 * Spec public-site 2.5, as we read it: the cover hero is the page's first block when that is an
 * image in the stretched layout (the content model has no cover flag, and a stretched picture
 * opening the page is what editors place as a cover). The anchors of block titles avoid every id
 * the rich-text markup already has, whatever order the blocks come in. With `coverHero: false` (a
 * page option that switches the hero off) the first image stays in the body.
 */
export function pageOutline(
  blocks: readonly BodyBlock[],
  options: { readonly coverHero?: boolean } = {},
): PageOutline {
  const [first] = blocks;
  const cover =
    options.coverHero !== false &&
    first !== undefined &&
    ((first.type === 'Image' && first.layout === mediaLayouts.stretched) || first.type === 'Hero')
      ? first
      : null;
  const body = cover === null ? blocks : blocks.slice(1);

  const richText = body.flatMap((block) => (block.type === 'RichText' ? [block] : []));
  const taken = new Set<string>();
  for (const block of richText) {
    for (const id of markupIds(block.html)) taken.add(id);
  }

  const titleAnchors: Record<string, string> = {};
  const sections: ContentHeading[] = [];
  const contents: ContentHeading[] = [];
  for (const block of body) {
    if (block.type === 'RichText') {
      const headings = markupHeadings(block.html);
      contents.push(...headings);
      sections.push(...headings.filter((heading) => heading.level === 2));
      continue;
    }
    const title = sectionTitle(block);
    // Block ids are unique on a page; should one repeat, its first title keeps the anchor.
    if (title === null || Object.hasOwn(titleAnchors, block.id)) continue;
    const id = uniqueAnchor(contentAnchor(title), taken);
    titleAnchors[block.id] = id;
    sections.push({ id, title, level: 2 });
  }

  return {
    cover,
    blocks: body,
    sections,
    contents,
    titleAnchors,
    eagerImageBlockId: cover === null ? (body.find(showsImage)?.id ?? null) : null,
  };
}
