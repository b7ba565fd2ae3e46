import { pageNotFoundState } from './page-not-found';
import type { PageNotFound } from './page-not-found';
import { pathPart, pathSegments } from './path-segments';
import { routeTable } from './route-table';
import type { RouteDefinition, RouteKind, RouteLayout } from './route-table';

export interface RouteFound {
  readonly kind: RouteKind;
  readonly layout: RouteLayout;
  /** Values of the single-segment parameters (`:slug`), decoded. */
  readonly params: Readonly<Record<string, string>>;
  /** Segments taken by a final `:name*` parameter, decoded; empty when the route has none. */
  readonly rest: readonly string[];
}

export type RouteMatch = RouteFound | PageNotFound;

type PatternPart =
  | { readonly kind: 'fixed'; readonly text: string }
  | { readonly kind: 'param'; readonly name: string }
  | { readonly kind: 'rest'; readonly name: string };

function patternParts(pattern: string): readonly PatternPart[] {
  return pathSegments(pattern).map((segment): PatternPart => {
    if (segment.startsWith(':') && segment.endsWith('*')) {
      return { kind: 'rest', name: segment.slice(1, -1) };
    }
    if (segment.startsWith(':')) {
      return { kind: 'param', name: segment.slice(1) };
    }
    return { kind: 'fixed', text: segment };
  });
}

const compiledTable = routeTable.map((definition) => ({
  definition,
  parts: patternParts(definition.pattern),
}));

function matchParts(
  definition: RouteDefinition,
  parts: readonly PatternPart[],
  segments: readonly string[],
): RouteFound | null {
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index];
    if (part.kind === 'rest') {
      return {
        kind: definition.kind,
        layout: definition.layout,
        params,
        rest: segments.slice(index),
      };
    }
    if (segment === undefined || (part.kind === 'fixed' && part.text !== segment)) {
      return null;
    }
    if (part.kind === 'param') {
      params[part.name] = segment;
    }
  }
  return segments.length === parts.length
    ? { kind: definition.kind, layout: definition.layout, params, rest: [] }
    : null;
}

function decodedSegments(path: string): readonly string[] | null {
  try {
    return pathSegments(pathPart(path)).map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * Spec public-site 2.1: the route of a path whose locale prefix is already stripped (2.2). A path
 * that cannot be decoded fails route validation and gives the 404 state.
 */
export function matchRoute(pathWithoutLocale: string): RouteMatch {
  const segments = decodedSegments(pathWithoutLocale);
  if (segments !== null) {
    for (const { definition, parts } of compiledTable) {
      const found = matchParts(definition, parts, segments);
      if (found !== null) {
        return found;
      }
    }
  }
  return pageNotFoundState(pathWithoutLocale);
}
