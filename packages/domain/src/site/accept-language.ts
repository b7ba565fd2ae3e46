/** A header longer than this carries nothing a visitor meant; the rest is ignored. */
const acceptLanguageMaxEntries = 32;

interface Weighted {
  readonly language: string;
  readonly quality: number;
  readonly position: number;
}

/** `q=0.8` → 0.8; a missing weight is 1; a malformed one makes the entry unusable (`null`). */
function qualityOf(parameters: readonly string[]): number | null {
  const weight = parameters
    .map((parameter) => parameter.trim().toLowerCase())
    .find((parameter) => parameter.startsWith('q='));
  if (weight === undefined) return 1;
  const value = weight.slice(2);
  if (!/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value)) return null;
  return Number(value);
}

function weighted(entry: string, position: number): Weighted | null {
  const [tag = '', ...parameters] = entry.split(';');
  const match = /^([a-z]{2})(?:-[a-z0-9]{1,8})*$/i.exec(tag.trim());
  const quality = qualityOf(parameters);
  if (match?.[1] === undefined || quality === null || quality === 0) return null;
  return { language: match[1].toLowerCase(), quality, position };
}

/**
 * The languages a browser asks for in its `Accept-Language` header (RFC 9110 §12.5.4), most wanted
 * first; equal weights keep the header's order. Only the two-letter primary subtag counts
 * (`de-CH` is `de`): the region of a browser's language says how it writes, not where the visitor
 * is, so it does not choose the country. `*`, weight 0 and malformed entries are left out; the
 * header never makes this throw.
 */
export function acceptedLanguages(header: string | null | undefined): readonly string[] {
  if (typeof header !== 'string') return [];
  const entries = header
    .split(',')
    .slice(0, acceptLanguageMaxEntries)
    .map(weighted)
    .filter((entry): entry is Weighted => entry !== null)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  return [...new Set(entries.map((entry) => entry.language))];
}
