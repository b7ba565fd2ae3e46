import { plainTitle } from '../navigation/plain-title';
import type { BodyBlock } from './BodyBlock';
import { contentElementId } from './element-ids';

/** A heading a visitor can jump to: its element id, its text and its level (2 or 3). */
export interface ContentHeading {
  readonly id: string;
  readonly title: string;
  readonly level: 2 | 3;
}

/** Used when a heading's text has no letter or digit to build an id from. */
const fallbackAnchor = 'section';

/**
 * The id a heading gets from its text: lower case, accents stripped, every run of other characters
 * one hyphen. Letters of every script are kept, so a Chinese heading gets an id of its own.
 */
export function anchorSlug(text: string): string {
  const slug = plainTitle(text)
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? fallbackAnchor : slug;
}

/**
 * The anchor a heading or block title gets from its text: its slug, moved out of the ids the
 * product keeps for itself (a heading called "Main" or "KMX view" must not steal them).
 */
export function contentAnchor(text: string): string {
  return contentElementId(anchorSlug(text));
}

/** `base`, or `base-2`, `base-3`… when taken; the id chosen is added to `taken`. */
export function uniqueAnchor(base: string, taken: Set<string>): string {
  let candidate = base;
  for (let counter = 2; taken.has(candidate); counter += 1) candidate = `${base}-${counter}`;
  taken.add(candidate);
  return candidate;
}

// Sanitised markup (sanitize-html's output) closes every heading and quotes attributes with `"`,
// which is what lets these patterns read it without a full HTML parser.
const headingPattern = /<h([23])((?:\s[^>]*)?)>([\s\S]*?)<\/h\1\s*>/gi;
const idPattern = /\sid="([^"]*)"/i;
const anyIdPattern = /<[a-z][^>]*?\sid="([^"]*)"/gi;

/**
 * Gives every level-2 and level-3 heading of sanitised markup an id made from its text, unique
 * within `taken` (which collects them); headings that have an id keep it. The same markup always
 * gets the same ids, so the server-rendered page and the hydrated one agree.
 */
export function withHeadingIds(html: string, taken: Set<string>): string {
  return html.replace(headingPattern, (whole, level: string, attributes: string, inner: string) => {
    const existing = idPattern.exec(attributes)?.[1];
    if (existing !== undefined) {
      taken.add(existing);
      return whole;
    }
    const id = uniqueAnchor(contentAnchor(inner), taken);
    return `<h${level} id="${id}"${attributes}>${inner}</h${level}>`;
  });
}

/** The level-2 and level-3 headings of markup that carry an id, in order, with plain titles. */
export function markupHeadings(html: string): readonly ContentHeading[] {
  const headings: ContentHeading[] = [];
  // `replace` hands every group over as a string, which `matchAll` would leave optional.
  html.replace(headingPattern, (whole, level: string, attributes: string, inner: string) => {
    const id = idPattern.exec(attributes)?.[1];
    const title = plainTitle(inner);
    if (id !== undefined && id !== '' && title !== '') {
      headings.push({ id, title, level: level === '3' ? 3 : 2 });
    }
    return whole;
  });
  return headings;
}

/**
 * Gives the headings of every rich-text block of a page ids that are unique on the page (and
 * never one the product keeps for itself). Run on sanitised markup, on the server, once.
 */
export function withPageHeadingIds(blocks: readonly BodyBlock[]): readonly BodyBlock[] {
  const taken = new Set<string>();
  for (const block of blocks) {
    if (block.type === 'RichText') collectIds(block.html, taken);
  }
  return blocks.map((block) =>
    block.type === 'RichText' ? { ...block, html: withHeadingIds(block.html, taken) } : block,
  );
}

/**
 * Ids already in the markup, on headings or any other element, are claimed first, so a generated
 * id never repeats one further on.
 */
function collectIds(html: string, taken: Set<string>): void {
  for (const id of markupIds(html)) taken.add(id);
}

/** Every id an element of sanitised markup carries. */
export function markupIds(html: string): readonly string[] {
  return [...html.matchAll(anyIdPattern)].map((match) => match[1] ?? '');
}
