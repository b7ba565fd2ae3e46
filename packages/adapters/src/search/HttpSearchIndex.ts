import type { SearchResults } from '@kmx/domain/content';
import type { Logger, SearchIndex, SearchRequest, SuggestRequest } from '@kmx/domain/ports';
import { searchFailed } from '@kmx/domain/errors';
import { requestLogLine } from '@kmx/domain/policies';
import type { z } from 'zod';
import { UpstreamDataError } from '../graphql/UpstreamDataError';
import { statusMessage } from '../http/get-json';
import { postJson, type JsonPost, type PostAnswer } from '../http/json-post';
import { searchAnswerSchema, suggestAnswerSchema } from './search-schemas';

export interface HttpSearchIndexOptions {
  /** Where the search service answers `POST /search` and `POST /suggest`. */
  readonly baseUrl: string;
  /** Per-request time limit in milliseconds. */
  readonly timeoutMs?: number;
  /** How a body is posted; Node's HTTP client with kept-alive connections unless a test says. */
  readonly post?: JsonPost;
  readonly logger?: Logger;
}

/**
 * Site search over plain JSON HTTP (spec public-site 7). Every failure, whether no answer, an
 * error status, a body that is not JSON or one of the wrong shape, is the domain's `searchFailed`
 * error: an `UpstreamError` carrying the connection error (or the problem) as its cause and the status
 * when an answer came. Searches are POSTs, which the retry policy never repeats.
 */
export class HttpSearchIndex implements SearchIndex {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly postBody: JsonPost;
  private readonly logger: Logger | undefined;

  constructor(options: HttpSearchIndexOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.postBody = options.post ?? postJson;
    this.logger = options.logger;
  }

  search(request: SearchRequest): Promise<SearchResults> {
    return this.post('search', searchAnswerSchema, {
      localeCode: request.localeCode,
      siteSlug: request.siteSlug,
      query: request.query,
      page: request.page,
      ...(request.countryCode === undefined ? {} : { countryCode: request.countryCode }),
    });
  }

  async suggest(request: SuggestRequest): Promise<readonly string[]> {
    const answer = await this.post('suggest', suggestAnswerSchema, {
      localeCode: request.localeCode,
      siteSlug: request.siteSlug,
      query: request.query,
      ...(request.countryCode === undefined ? {} : { countryCode: request.countryCode }),
    });
    return answer.suggestions;
  }

  private async post<Schema extends z.ZodType>(
    operation: 'search' | 'suggest',
    schema: Schema,
    body: Readonly<Record<string, unknown>>,
  ): Promise<z.infer<Schema>> {
    this.logger?.debug('search request', { request: requestLogLine(operation, body) });
    let response: PostAnswer;
    let text: string;
    try {
      response = await this.postBody(
        `${this.baseUrl}/${operation}`,
        JSON.stringify(body),
        this.timeoutMs,
      );
    } catch (error) {
      throw searchFailed(error);
    }
    try {
      text = await response.text();
    } catch (error) {
      throw searchFailed(error, response.status);
    }
    if (response.status < 200 || response.status > 299) {
      throw searchFailed(
        new Error(statusMessage(operation, response.status, text)),
        response.status,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw searchFailed(error, response.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw searchFailed(UpstreamDataError.fromZod(operation, parsed.error), response.status);
    }
    return parsed.data;
  }
}
