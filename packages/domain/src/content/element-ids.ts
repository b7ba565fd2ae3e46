/**
 * Element ids are shared by the product's own elements and by content (ids in CMS markup, anchors
 * made from headings and block titles). Were they to meet, markup could shadow the page's startup
 * data (`kmx-view`), the element the app mounts on or the skip link's target. So the product keeps
 * a space of ids to itself, and content ids are moved out of it:
 *
 * - the product's ids are `root`, `main`, every id starting with `kmx-`, and every id not starting
 *   with a letter or digit (React's `useId` ids start with `_`);
 * - a content id in that space gets the prefix `content-`, which always leaves it; any other
 *   content id stays as it is, so anchors people already link to keep working.
 *
 * Case is ignored in the comparison, as an HTML document in quirks mode would.
 */
const furnitureIds: ReadonlySet<string> = new Set(['root', 'main']);

/** The start of every fixed id the product gives its own elements (`kmx-view`). */
const productIdPrefix = 'kmx-';

const contentIdPrefix = 'content-';

/** Whether an id belongs to the product's own space, which content must not use. */
export function isProductElementId(id: string): boolean {
  const lower = id.toLowerCase();
  return furnitureIds.has(lower) || lower.startsWith(productIdPrefix) || !/^[\p{L}\p{N}]/u.test(id);
}

/** The id a content element gets for the id content gave it: the same unless the product owns it. */
export function contentElementId(id: string): string {
  return isProductElementId(id) ? `${contentIdPrefix}${id}` : id;
}
