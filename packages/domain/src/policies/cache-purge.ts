import { isLocaleCode } from '../routing/locale-prefix';
import { pathFromSegments, pathSegments } from '../routing/path-segments';

/**
 * What a purge on publish drops on every instance: everything (as an editor's `cache=clear`), or
 * pages named by their content-service id or by their path within their site (`/company`, the
 * page's `url`), in every site, locale, measurement system and next-release mode.
 */
export type CachePurge =
  | { readonly kind: 'all' }
  | { readonly kind: 'pages'; readonly ids: readonly string[]; readonly paths: readonly string[] };

export type CachePurgeParse =
  | { readonly kind: 'purge'; readonly purge: CachePurge }
  | { readonly kind: 'invalid'; readonly message: string };

/** How many ids and paths one purge names at most: a publish names a page or a few. */
export const maxPurgeEntries = 100;
const maxIdLength = 200;
const maxPathLength = 2048;

const bodyShape =
  'Send a JSON object: {"ids":["…"]}, {"paths":["/company"]}, both, or {"all":true}';

// A name with a control character is no page's; keeping them out also keeps them out of logs.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f]/;

type Entries = { readonly kind: 'entries'; readonly values: readonly string[] } | CachePurgeParse;

function stringList(
  value: unknown,
  field: string,
  check: (entry: string) => string | null,
): Entries {
  if (value === undefined) return { kind: 'entries', values: [] };
  if (!Array.isArray(value)) return invalid(`"${field}" must be a list of strings`);
  const values: string[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'string') return invalid(`"${field}" must be a list of strings`);
    const normal = check(entry);
    if (normal === null) return invalid(`"${field}" holds an entry that names no page`);
    values.push(normal);
  }
  return { kind: 'entries', values };
}

function invalid(message: string): CachePurgeParse {
  return { kind: 'invalid', message };
}

function checkedId(id: string): string | null {
  const trimmed = id.trim();
  if (trimmed === '' || trimmed.length > maxIdLength || controlCharacter.test(trimmed)) return null;
  return trimmed;
}

/**
 * A page's path within its site as the caches hold it: decoded, one leading slash, no trailing
 * one. A leading locale segment (`/en/company`, a public address) is dropped: a path within a
 * site never starts with one, since an address's first locale-like segment is read as its locale.
 */
export function purgePath(path: string): string | null {
  if (!path.startsWith('/') || path.length > maxPathLength || /[?#]/.test(path)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (controlCharacter.test(decoded)) return null;
  const segments = pathSegments(decoded);
  const [first, ...rest] = segments;
  return pathFromSegments(first !== undefined && isLocaleCode(first) ? rest : segments);
}

/**
 * Reads the body of `POST /api/cache/purge`: `{"all":true}`, or `ids` and/or `paths` (lists of
 * strings, at least one entry, at most `maxPurgeEntries` in all). Unknown fields, `all` with
 * pages, and entries that cannot name a page are refused with a message for the caller.
 */
export function parseCachePurge(body: unknown): CachePurgeParse {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return invalid(bodyShape);
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).find((name) => !['ids', 'paths', 'all'].includes(name));
  if (unknown !== undefined)
    return invalid(`Unknown field "${unknown.slice(0, 40)}". ${bodyShape}`);
  const { all } = fields;
  if (all !== undefined) {
    if (all !== true) return invalid('"all" must be true');
    if (fields['ids'] !== undefined || fields['paths'] !== undefined) {
      return invalid('"all" purges everything: send it without "ids" or "paths"');
    }
    return { kind: 'purge', purge: { kind: 'all' } };
  }
  const ids = stringList(fields['ids'], 'ids', checkedId);
  if (ids.kind !== 'entries') return ids;
  const paths = stringList(fields['paths'], 'paths', purgePath);
  if (paths.kind !== 'entries') return paths;
  const count = ids.values.length + paths.values.length;
  if (count === 0) return invalid(`Name at least one page. ${bodyShape}`);
  if (count > maxPurgeEntries) return invalid(`Name at most ${maxPurgeEntries} pages at once`);
  return {
    kind: 'purge',
    purge: { kind: 'pages', ids: [...new Set(ids.values)], paths: [...new Set(paths.values)] },
  };
}
