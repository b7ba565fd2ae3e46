/** Spec public-site 2.4: the query flag that opens a page directly by id. */
export const directFlag = 'direct';

function withoutMark(query: string): string {
  return query.startsWith('?') ? query.slice(1) : query;
}

function parameterName(part: string): string {
  const equals = part.indexOf('=');
  const raw = equals === -1 ? part : part.slice(0, equals);
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/** The `&`-separated parts of a raw query string (with or without `?`), empty parts dropped. */
export function queryParts(query: string): readonly string[] {
  return withoutMark(query)
    .split('&')
    .filter((part) => part !== '');
}

export function hasQueryFlag(query: string, name: string): boolean {
  return queryParts(query).some((part) => parameterName(part) === name);
}

/** The raw query string without any parameter of that name; the other parts are kept verbatim. */
export function withoutQueryFlag(query: string, name: string): string {
  return queryParts(query)
    .filter((part) => parameterName(part) !== name)
    .join('&');
}
