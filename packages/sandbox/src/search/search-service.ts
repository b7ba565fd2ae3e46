import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { createSearchEngine } from './search-engine';
import type { SearchScope } from './search-engine';
import type { BodyCheck, CheckedSuggestBody } from './search-request';
import { checkSearchBody, checkSuggestBody } from './search-request';
import type { SearchDocument } from './SearchDocument';

export interface SearchServiceOptions {
  /** The site searched when `siteSlug` is empty or missing. */
  readonly mainSiteId?: string;
  /** The site id of each further site's slug. */
  readonly siteIdsBySlug?: Readonly<Record<string, string>>;
}

/** Spec public-site 7 answers records a page; the page size is ours. */
export const searchPageSize = 10;
export const suggestionLimit = 5;
const maxBodyBytes = 16 * 1024;

class BadRequest extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

function send(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw new BadRequest('The body is too large', 413);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BadRequest('The body is not JSON');
  }
}

function checked<Body>(check: BodyCheck<Body>): Body {
  if (!check.ok) throw new BadRequest(check.error);
  return check.body;
}

/**
 * The site search stand-in, plain JSON over HTTP: `POST /search` with
 * `{ localeCode, siteSlug, query, page, countryCode? }` answers `{ records, total, page, pageSize }`
 * (records `{ title, description, url, kind }`), and `POST /suggest` with
 * `{ localeCode, siteSlug, query, countryCode? }` answers `{ suggestions }`. It finds documents in
 * the locale's language on the chosen site; with a country (given, or the locale's own), products
 * and services only where they are sold. A bad body gets a 400 with `{ error }` saying what is wrong.
 */
export function createSearchService(
  documents: readonly SearchDocument[],
  options: SearchServiceOptions = {},
): RequestListener {
  const engine = createSearchEngine(documents);
  const mainSiteId = options.mainSiteId ?? 'site-main';
  const siteIdsBySlug = new Map(Object.entries(options.siteIdsBySlug ?? {}));

  function scope(body: CheckedSuggestBody): SearchScope {
    const siteId = body.siteSlug === null ? mainSiteId : siteIdsBySlug.get(body.siteSlug);
    if (siteId === undefined) throw new BadRequest(`Unknown siteSlug '${body.siteSlug}'`);
    return { language: body.language, siteId, countryCode: body.countryCode };
  }

  async function answer(path: string, request: IncomingMessage): Promise<unknown> {
    const json = await readJson(request);
    if (path === '/search') {
      const body = checked(checkSearchBody(json));
      const hits = engine.search(body.query, scope(body));
      const start = (body.page - 1) * searchPageSize;
      return {
        records: hits.slice(start, start + searchPageSize),
        total: hits.length,
        page: body.page,
        pageSize: searchPageSize,
      };
    }
    const body = checked(checkSuggestBody(json));
    return { suggestions: engine.suggest(body.query, scope(body), suggestionLimit) };
  }

  return (request, response) => {
    const path = new URL(request.url ?? '/', 'http://search.invalid').pathname;
    if (path !== '/search' && path !== '/suggest') {
      send(response, 404, { error: `No such path: ${path}` });
      return;
    }
    if (request.method !== 'POST') {
      send(response, 405, { error: 'Use POST' }, { allow: 'POST' });
      return;
    }
    answer(path, request).then(
      (body) => send(response, 200, body),
      (error: unknown) => {
        if (error instanceof BadRequest) send(response, error.status, { error: error.message });
        else send(response, 500, { error: 'The search failed' });
      },
    );
  };
}
