/**
 * Issue 20: the product finder of the catalogue's root. The visitor narrows the products by a
 * classification and a capability and pages through the result; every choice lives in the address
 * (`?classification=…&capability=…&page=…`), so a search is shareable, survives Back and works
 * without a script (a GET form). Values that name nothing known are ignored, never an error.
 */

/** Products on one page of the finder. */
export const finderPageSize = 12;

/** The address parameters the finder reads and writes. */
export const finderParameters = {
  classification: 'classification',
  capability: 'capability',
  page: 'page',
} as const;

/** What a product must offer to be found: where it sits and what it can do, as slugs. */
export interface FinderFacts {
  /** Every classification the product sits in or below (its chain from the root's child down). */
  readonly classificationSlugs: readonly string[];
  readonly capabilitySlugs: readonly string[];
}

/** The visitor's choice after validation: `null` for "any". */
export interface FinderChoice {
  readonly classification: string | null;
  readonly capability: string | null;
  /** 1-based, as asked (it is brought within the result by `findProducts`). */
  readonly page: number;
}

export interface FinderOptions {
  readonly classifications: readonly string[];
  readonly capabilities: readonly string[];
}

/** Reads one value of an address's query; a repeated parameter counts by its first value. */
export type QueryValue = string | readonly string[] | null | undefined;

function firstValue(value: QueryValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? value : value[0];
}

function knownOrNull(value: QueryValue, known: readonly string[]): string | null {
  const text = firstValue(value);
  return text !== undefined && known.includes(text) ? text : null;
}

/** A page number as the address may give it: digits only, 1 or more; anything else is page 1. */
function pageNumber(value: QueryValue): number {
  const text = firstValue(value);
  if (text === undefined || !/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

/**
 * The choice an address asks for: a classification and a capability only when the finder offers
 * them (an unknown or empty value is "any"), a page number of digits (else the first page).
 */
export function finderChoice(
  query: Readonly<Record<string, QueryValue>>,
  options: FinderOptions,
): FinderChoice {
  return {
    classification: knownOrNull(query[finderParameters.classification], options.classifications),
    capability: knownOrNull(query[finderParameters.capability], options.capabilities),
    page: pageNumber(query[finderParameters.page]),
  };
}

export function matchesChoice(facts: FinderFacts, choice: FinderChoice): boolean {
  return (
    (choice.classification === null || facts.classificationSlugs.includes(choice.classification)) &&
    (choice.capability === null || facts.capabilitySlugs.includes(choice.capability))
  );
}

export interface FinderResult<T> {
  /** The products of the page shown, in the catalogue's order. */
  readonly items: readonly T[];
  /** Products matching the choice, on every page. */
  readonly total: number;
  /** The page shown: the one asked for, brought within 1 and `pageCount`. */
  readonly page: number;
  /** At least 1 (an empty result has one empty page). */
  readonly pageCount: number;
}

/**
 * The products matching every chosen filter, in their order, cut into pages of `pageSize`; a page
 * past the last shows the last.
 */
export function findProducts<T>(
  products: readonly T[],
  factsOf: (product: T) => FinderFacts,
  choice: FinderChoice,
  pageSize: number = finderPageSize,
): FinderResult<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const matching = products.filter((product) => matchesChoice(factsOf(product), choice));
  const pageCount = Math.max(1, Math.ceil(matching.length / size));
  const page = Math.min(Math.max(1, choice.page), pageCount);
  return {
    items: matching.slice((page - 1) * size, page * size),
    total: matching.length,
    page,
    pageCount,
  };
}

/**
 * The query of a finder address: only what differs from "any" and page 1, in a fixed order, so
 * that one search has one address. `page` overrides the choice's page.
 */
export function finderQueryString(choice: FinderChoice, page: number = choice.page): string {
  const pairs: [string, string][] = [];
  if (choice.classification !== null) {
    pairs.push([finderParameters.classification, choice.classification]);
  }
  if (choice.capability !== null) pairs.push([finderParameters.capability, choice.capability]);
  if (page > 1) pairs.push([finderParameters.page, String(page)]);
  if (pairs.length === 0) return '';
  return `?${pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

/**
 * The classification slugs a product sits in or below, read from its address
 * (`/products/{c1}/…/{cn}/{slug}`): the catalogue links a product under its first classification.
 */
export function classificationSlugsOfLink(link: string, catalogueRoute: string): readonly string[] {
  const prefix = `${catalogueRoute}/`;
  if (!link.startsWith(prefix)) return [];
  return link
    .slice(prefix.length)
    .split('/')
    .slice(0, -1)
    .filter((segment) => segment !== '');
}

/** One choice of a finder's select: a slug, its name, and its depth in the tree (0 at the top). */
export interface FinderOption {
  readonly slug: string;
  readonly name: string;
  readonly depth: number;
}

/** What the catalogue root shows of its finder; its `products` are the page's. */
export interface ProductFinderView {
  readonly classifications: readonly FinderOption[];
  readonly capabilities: readonly FinderOption[];
  /** The choice shown, its page brought within the result. */
  readonly choice: FinderChoice;
  readonly total: number;
  readonly pageCount: number;
}

/**
 * Whether the query names any finder parameter: such a view differs from the plain one, so the
 * page cache (whose key holds no query) must not share it.
 */
export function asksFinder(query: Readonly<Record<string, unknown>>): boolean {
  return Object.values(finderParameters).some(
    (name) => Object.hasOwn(query, name) && query[name] !== undefined && query[name] !== '',
  );
}
