import type { ContentSource, Logger, Page, PageRequest, SystemData } from '@kmx/domain';
import { localeHeader } from '@kmx/domain';
import { z } from 'zod';
import { pageSchema, systemDataSchema } from './content-schemas';
import { GraphqlEndpoint } from './GraphqlEndpoint';
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
  readonly logger?: Logger;
}

/** The queries this adapter answers so far; the rest of the port follows with the sandbox's data. */
export type ContentPages = Pick<ContentSource, 'systemData' | 'pageByPath'>;

/** Reads the headless content service over GraphQL; every answer is validated before it is used. */
export class GraphqlContentSource implements ContentPages {
  private readonly endpoint: GraphqlEndpoint;

  constructor(options: GraphqlContentSourceOptions) {
    this.endpoint = new GraphqlEndpoint(options);
  }

  systemData(): Promise<SystemData> {
    return this.endpoint.query({
      operation: 'systemDataQuery',
      document: systemDataQuery,
      schema: systemDataSchema,
      headers: { 'x-locale': localeHeader('en') },
    });
  }

  async pageByPath(request: PageRequest): Promise<Page | null> {
    const { page } = await this.endpoint.query({
      operation: 'pageByPathQuery',
      document: pageQuery,
      variables: { path: request.path },
      schema: pageAnswer,
      headers: { 'x-locale': localeHeader(request.language, request.fallbackLanguage) },
    });
    return page === null ? null : toPage(page);
  }
}
