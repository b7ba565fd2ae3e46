import type { SearchIndex } from '@kmx/domain/ports';
import type { MediaSource } from '../http/media-proxy';
import type { ProducedPage } from '../render/PageResponder';

/**
 * The content and catalogue services name their images with their own absolute address
 * (`http://content-host/media/x.svg`). The site passes them through under a path of its own origin
 * (see the media proxy: `/media/` for content, `/catalogue-media/` for the catalogue), so every
 * such address in a page becomes a same-origin path and the CSP keeps `img-src 'self'`. Any other
 * string is left as it is.
 */
export function withSameOriginMedia<T>(value: T, sources: readonly MediaSource[]): T {
  let rewrite = rewriters.get(sources);
  if (rewrite === undefined) {
    rewrite = rewriterFor(sources);
    rewriters.set(sources, rewrite);
  }
  return rewrite(value) as T;
}

/**
 * One rewriter per list of sources (the server has one), each remembering what it made of every
 * object: the data cache hands every request the same objects (a page, the navigation), so a
 * fresh render walks only what the request built around them (issue 21). Pages and their data are
 * never changed once made, which is what lets an answer be remembered.
 */
const rewriters = new WeakMap<readonly MediaSource[], (item: unknown) => unknown>();

function rewriterFor(sources: readonly MediaSource[]): (item: unknown) => unknown {
  const prefixes = sources.map((source) => ({
    upstream: `${source.origin}${source.upstreamPath}`,
    local: source.localPath,
  }));
  // Most strings of a page are no address at all: the start all upstreams share rules them out.
  const shared = sharedStart(prefixes.map((prefix) => prefix.upstream));
  const rewriteString = (item: string): string => {
    if (!item.startsWith(shared)) return item;
    const match = prefixes.find((prefix) => item.startsWith(prefix.upstream));
    return match === undefined ? item : `${match.local}${item.slice(match.upstream.length)}`;
  };
  const rewritten = new WeakMap<object, unknown>();
  // Copies only what holds a rewritten address; the rest (most of a page) is shared as it is.
  const rewriteObject = (item: object): unknown => {
    if (Array.isArray(item)) {
      let copy: unknown[] | null = null;
      for (let index = 0; index < item.length; index += 1) {
        const field: unknown = item[index];
        const answer = rewrite(field);
        if (answer === field) continue;
        copy ??= [...item];
        copy[index] = answer;
      }
      return copy ?? item;
    }
    const record = item as Record<string, unknown>;
    let copy: Record<string, unknown> | null = null;
    for (const key of Object.keys(record)) {
      const field = record[key];
      const answer = rewrite(field);
      if (answer === field) continue;
      copy ??= { ...record };
      copy[key] = answer;
    }
    return copy ?? item;
  };
  const rewrite = (item: unknown): unknown => {
    if (typeof item === 'string') return rewriteString(item);
    if (item === null || typeof item !== 'object') return item;
    if (rewritten.has(item)) return rewritten.get(item);
    const answer = rewriteObject(item);
    rewritten.set(item, answer);
    return answer;
  };
  return rewrite;
}

/** The longest start all the texts have in common. */
function sharedStart(texts: readonly string[]): string {
  const [first = '', ...rest] = texts;
  let length = first.length;
  for (const text of rest) {
    while (length > 0 && !text.startsWith(first.slice(0, length))) length -= 1;
  }
  return first.slice(0, length);
}

/**
 * How a page's reads are seen by the page (issue 21): every answer of the content and catalogue
 * services with its images same-origin. A page is built from these answers, so none of its
 * upstream addresses is left to rewrite afterwards: walking every freshly built page for them
 * (and remembering each of its objects) cost a fresh render about 2 % in the profile. Answers
 * the data cache hands out again are the same objects, whose rewritten copy is found, not made.
 */
export function sameOriginAnswers(sources: readonly MediaSource[]): (answer: unknown) => unknown {
  return (answer) => withSameOriginMedia(answer, sources);
}

/** The site search as a page shows it: a hit that names an upstream file names it same-origin. */
export function sameOriginSearch(index: SearchIndex, sources: readonly MediaSource[]): SearchIndex {
  return {
    search: (request) =>
      index.search(request).then((results) => withSameOriginMedia(results, sources)),
    suggest: (request) => index.suggest(request),
  };
}

/**
 * A produced page's Open Graph image as an absolute address on the public origin, since other
 * sites read it; the page's answers came same-origin already (`sameOriginAnswers`).
 */
export function withPublicOpenGraphImage(
  page: ProducedPage,
  sources: readonly MediaSource[],
  publicOrigin: string,
): ProducedPage {
  const { head } = page.payload;
  const { image } = head.openGraph;
  if (image === null || !sources.some((source) => image.startsWith(source.localPath))) {
    return page;
  }
  return {
    ...page,
    payload: {
      ...page.payload,
      head: { ...head, openGraph: { ...head.openGraph, image: `${publicOrigin}${image}` } },
    },
  };
}
