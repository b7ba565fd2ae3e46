import type {
  NewsFeedConnection,
  NewsFeedRequest,
  Page,
  Redirect,
  Story,
} from '@kmx/domain/content';
import type { NavigationSourceItem } from '@kmx/domain/navigation';
import type {
  ContentSource,
  ContentStage,
  Logger,
  NavigationTreeRequest,
  PageByIdRequest,
  PageRequest,
  RelatedStoriesRequest,
} from '@kmx/domain/ports';
import type { SystemData } from '@kmx/domain/site';
import { DomainError } from '@kmx/domain/errors';
import { localeHeaders } from '@kmx/domain/translation';
import { z } from 'zod';
import {
  navigationTreeDocument,
  pageByIdDocument,
  pageByPathDocument,
  redirectsDocument,
  systemDataDocument,
} from './content-documents';
import { newsFeedQuery, relatedStoriesQuery } from './content-items-queries';
import { navigationTreeSchema } from './content-navigation-schemas';
import { pageSchema, redirectSchema, systemDataSchema } from './content-schemas';
import { GraphqlEndpoint } from './GraphqlEndpoint';
import { toPage } from './to-page';

const pageByPathAnswer = z.object({ page: pageSchema.nullable() });
const pageByIdAnswer = z.object({ pageById: pageSchema.nullable() });
const redirectsAnswer = z.object({ redirects: z.array(redirectSchema) });

const publishedStage: ContentStage = 'PUBLISHED';

export interface GraphqlContentSourceOptions {
  readonly endpoint: string;
  /** Per-request timeout in milliseconds. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  readonly logger?: Logger;
}

/** Reads the headless content service over GraphQL; every answer is validated before it is used. */
export class GraphqlContentSource implements ContentSource {
  private readonly endpoint: GraphqlEndpoint;

  constructor(options: GraphqlContentSourceOptions) {
    this.endpoint = new GraphqlEndpoint(options);
  }

  systemData(): Promise<SystemData> {
    return this.endpoint.query({
      operation: 'systemDataQuery',
      document: systemDataDocument,
      schema: systemDataSchema,
      headers: localeHeaders('en'),
    });
  }

  async pageByPath(request: PageRequest): Promise<Page | null> {
    const { page } = await this.endpoint.query({
      operation: 'pageByPathQuery',
      document: pageByPathDocument,
      variables: {
        path: request.path,
        siteId: request.siteId ?? null,
        stage: request.stage ?? publishedStage,
      },
      schema: pageByPathAnswer,
      headers: localeHeaders(request.language, request.fallbackLanguage),
    });
    return page === null ? null : toPage(page);
  }

  async pageById(request: PageByIdRequest): Promise<Page | null> {
    const { pageById } = await this.endpoint.query({
      operation: 'pageByIdQuery',
      document: pageByIdDocument,
      variables: { id: request.id, stage: request.stage ?? publishedStage },
      schema: pageByIdAnswer,
      headers: localeHeaders(request.language, request.fallbackLanguage),
    });
    return pageById === null ? null : toPage(pageById);
  }

  async redirectsByPreviousUrl(previousUrls: readonly string[]): Promise<readonly Redirect[]> {
    // Nothing to look up: no need to ask.
    if (previousUrls.length === 0) return [];
    const { redirects } = await this.endpoint.query({
      operation: 'redirectsQuery',
      document: redirectsDocument,
      variables: { previousUrls },
      schema: redirectsAnswer,
    });
    return redirects;
  }

  /** An unknown id is a configuration error: sites name their navigation ids in system data. */
  async navigationTree(request: NavigationTreeRequest): Promise<readonly NavigationSourceItem[]> {
    const { navigationTree } = await this.endpoint.query({
      operation: 'navigationTreeQuery',
      document: navigationTreeDocument,
      variables: { id: request.id, stage: request.stage ?? publishedStage },
      schema: navigationTreeSchema,
      headers: localeHeaders(request.language),
    });
    if (navigationTree === null) {
      throw new DomainError(
        'INVALID_CONFIGURATION',
        `No navigation tree '${request.id}' in the content service`,
      );
    }
    return navigationTree.items;
  }

  relatedStoriesByProductSlug(request: RelatedStoriesRequest): Promise<readonly Story[]> {
    return relatedStoriesQuery(this.endpoint, request);
  }

  newsFeed(request: NewsFeedRequest): Promise<NewsFeedConnection> {
    return newsFeedQuery(this.endpoint, request);
  }
}
