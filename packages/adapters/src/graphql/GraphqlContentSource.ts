import type { ContentSource, Page, PageRequest, SystemData } from '@kmx/domain';
import { localeHeader } from '@kmx/domain';
import { GraphQLClient } from 'graphql-request';
import { z } from 'zod';
import { pageSchema, systemDataSchema } from './content-schemas';
import { parseAnswer } from './parse-answer';
import { toPage } from './to-page';

const systemDataQuery = /* GraphQL */ `
  query systemDataQuery {
    countries {
      countryCode
      hidden
      supportedLanguages
      defaultLanguage
      defaultMeasurementSystem
      localizations {
        locale
        displayName
      }
    }
    languages {
      languageCode
      defaultCountry
      localizations {
        locale
        displayName
      }
    }
    sites {
      id
      name
      slug
      internationalOnly
      hideSideButtons
      enableCutFont
      headerNavigationId
      footerNavigationId
      domains
    }
  }
`;

const pageQuery = /* GraphQL */ `
  query pageByPathQuery($path: String!) {
    page(path: $path) {
      id
      title
      slug
      url
      pageType
      theme
      contentLanguage
      isLanguageFallback
      isPublished
      protection
      description
      blocks {
        id
        type
        html
        message {
          title
          text
          type
          linkText
          to
          static
          timeout
          floating
        }
      }
    }
  }
`;

const pageAnswer = z.object({ page: pageSchema.nullable() });

export interface GraphqlContentSourceOptions {
  readonly endpoint: string;
  /** Per-request timeout in milliseconds. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

/** The queries this adapter answers so far; the rest of the port follows with the sandbox's data. */
export type ContentPages = Pick<ContentSource, 'systemData' | 'pageByPath'>;

/** Reads the headless content service over GraphQL; every answer is validated before it is used. */
export class GraphqlContentSource implements ContentPages {
  private readonly endpoint: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(options: GraphqlContentSourceOptions) {
    this.endpoint = options.endpoint;
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.fetchImpl = options.fetch ?? fetch;
  }

  async systemData(): Promise<SystemData> {
    const data = await this.client('en').request<unknown>(systemDataQuery);
    return parseAnswer('systemDataQuery', systemDataSchema, data);
  }

  async pageByPath(request: PageRequest): Promise<Page | null> {
    const data = await this.client(request.language, request.fallbackLanguage).request<unknown>(
      pageQuery,
      { path: request.path },
    );
    const { page } = parseAnswer('pageByPathQuery', pageAnswer, data);
    return page === null ? null : toPage(page);
  }

  private client(language: string, fallbackLanguage?: string): GraphQLClient {
    return new GraphQLClient(this.endpoint, {
      headers: { 'x-locale': localeHeader(language, fallbackLanguage) },
      fetch: (input, init) =>
        this.fetchImpl(input, { ...init, signal: AbortSignal.timeout(this.timeoutMs) }),
    });
  }
}
