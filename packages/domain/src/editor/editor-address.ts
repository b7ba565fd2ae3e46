import type { TranslationState } from '../content/TranslationTarget';
import { translationStates } from '../content/TranslationTarget';
import type { ContentStage } from '../ports/ContentSource';
import type { EditorSite } from './EditorPage';

/** The page tree's state filter: a page's state (spec 4), or "no target languages". */
export type PageStateFilter = TranslationState | 'NoTargets';

export const pageStateFilters: readonly PageStateFilter[] = [
  translationStates.Translated,
  translationStates.InProgress,
  translationStates.MarkedForTranslation,
  'NoTargets',
];

/**
 * What the editor area shows, all of it in the address (`?site=&lang=&stage=&state=&needs=`), so a
 * reload, Back and a shared link give the same screen. A value the address does not hold, or holds
 * badly, is `null` (the stage: PUBLISHED).
 */
export interface EditorAddress {
  readonly site: string | null;
  readonly lang: string | null;
  readonly stage: ContentStage;
  readonly state: PageStateFilter | null;
  /** "Needs translation in {language}": a target language code. */
  readonly needs: string | null;
  /** The page whose translation panel is open, by id. */
  readonly page: string | null;
  /** The page shown in the preview, by its address within the site (`/company`). */
  readonly preview: string | null;
}

const languageCode = /^[a-z]{2}$/;
const siteOrPageId = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
// No control characters, and no `//` start: a value that would read as another host is no path.
// eslint-disable-next-line no-control-regex
const pathInSite = /^\/(?!\/)[^\s\u0000-\u001f\u007f?#\\]{0,499}$/;

// The domain runs without the platform's URL classes (tsconfig.json: ES2022 only), so the query is
// read and written here as `application/x-www-form-urlencoded`, the way URLSearchParams does.

/** The values of `name` in a query string, in order; `null` for one whose escapes are broken. */
function valuesOf(search: string, name: string): readonly (string | null)[] {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const values: (string | null)[] = [];
  for (const piece of query.split('&')) {
    if (piece === '') continue;
    const equals = piece.indexOf('=');
    const key = decodeFormValue(equals === -1 ? piece : piece.slice(0, equals));
    if (key === name) values.push(decodeFormValue(equals === -1 ? '' : piece.slice(equals + 1)));
  }
  return values;
}

function decodeFormValue(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

// A lone surrogate cannot be written as UTF-8; it becomes U+FFFD, as URLSearchParams does. (A pair
// is matched first and kept; no lookbehind, which older Safari cannot parse.)
const surrogates = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

function encodeFormValue(value: string): string {
  const wellFormed = value.replace(surrogates, (match) => (match.length === 2 ? match : '\uFFFD'));
  return encodeURIComponent(wellFormed)
    .replace(/[!'()~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%20', '+');
}

function one(search: string, name: string, fits: (value: string) => boolean) {
  const values = valuesOf(search, name);
  const [value] = values;
  return values.length === 1 && value !== undefined && value !== null && fits(value) ? value : null;
}

/** The editor address a query string holds; a missing, repeated or malformed value is left out. */
export function parseEditorAddress(search: string): EditorAddress {
  const stage = one(search, 'stage', (value) => value === 'DRAFT' || value === 'PUBLISHED');
  const state = one(search, 'state', (value) =>
    (pageStateFilters as readonly string[]).includes(value),
  );
  return {
    site: one(search, 'site', (value) => siteOrPageId.test(value)),
    lang: one(search, 'lang', (value) => languageCode.test(value)),
    stage: stage === 'DRAFT' ? 'DRAFT' : 'PUBLISHED',
    state: state as PageStateFilter | null,
    needs: one(search, 'needs', (value) => languageCode.test(value)),
    page: one(search, 'page', (value) => siteOrPageId.test(value)),
    preview: one(search, 'preview', (value) => pathInSite.test(value)),
  };
}

/** The query string of an editor address (`?site=…`), in a fixed order, defaults left out. */
export function editorSearch(address: EditorAddress): string {
  const entries: (readonly [string, string | null])[] = [
    ['site', address.site],
    ['lang', address.lang],
    ['stage', address.stage === 'PUBLISHED' ? null : address.stage],
    ['state', address.state],
    ['needs', address.needs],
    ['page', address.page],
    ['preview', address.preview],
  ];
  const search = entries
    .flatMap(([name, value]) => (value === null ? [] : [`${name}=${encodeFormValue(value)}`]))
    .join('&');
  return search === '' ? '' : `?${search}`;
}

/** The site and language an editor address shows, among the sites an editor may choose. */
export interface EditorChoice {
  readonly site: EditorSite;
  readonly language: string;
}

/**
 * The address's site when it is one of `sites`, else the first; the address's language when that
 * site offers it, else the area's own language where offered, else the site's first. `null` when
 * there is no site at all, or the site chosen offers no language.
 */
export function editorChoice(
  address: Pick<EditorAddress, 'site' | 'lang'>,
  sites: readonly EditorSite[],
  areaLanguage: string,
): EditorChoice | null {
  const site = sites.find((candidate) => candidate.id === address.site) ?? sites[0];
  if (site === undefined) return null;
  const wanted = [address.lang, areaLanguage].find(
    (language) => language !== null && site.languages.includes(language),
  );
  const language = wanted ?? site.languages[0];
  return language === undefined ? null : { site, language };
}
