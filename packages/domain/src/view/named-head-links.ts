import { redirectTarget } from '../redirects/redirect-target';

/** A `link rel="alternate" hreflang` of a page's head. */
export interface HeadAlternate {
  readonly hrefLang: string;
  readonly href: string;
}

/** An address editors name in the content service: a path of the site, or another https origin. */
export type NamedAddress =
  | { readonly kind: 'path'; readonly path: string }
  | { readonly kind: 'external'; readonly url: string };

/**
 * Reads an address an editor named for a page's canonical or alternate version (spec 3.2): an
 * https address stays as it is, anything else is a path of the site (one leading slash, no
 * empty segments, never `//host`); `null` for nothing usable (empty, another scheme).
 */
export function namedAddress(raw: string): NamedAddress | null {
  if (raw.trim() === '') return null;
  const target = redirectTarget(raw, { allowExternal: true });
  if (target === null) return null;
  if (target.kind === 'external') return target;
  return { kind: 'path', path: target.path };
}

const xDefault = 'x-default';

/**
 * Spec 3.2: the alternates of a page's head. The versions editors name take the place of the
 * site's own address for the same `hreflang` (compared regardless of case) and come after the
 * others; `x-default` stays last, as search engines read it as the fallback.
 */
export function withNamedAlternates(
  own: readonly HeadAlternate[],
  named: readonly HeadAlternate[],
): readonly HeadAlternate[] {
  const key = (alternate: HeadAlternate) => alternate.hrefLang.toLowerCase();
  const namedKeys = new Set(named.map(key));
  const unique = named.filter(
    (alternate, index) => named.findIndex((other) => key(other) === key(alternate)) === index,
  );
  const all = [...own.filter((alternate) => !namedKeys.has(key(alternate))), ...unique];
  return [
    ...all.filter((alternate) => key(alternate) !== xDefault),
    ...all.filter((alternate) => key(alternate) === xDefault),
  ];
}
