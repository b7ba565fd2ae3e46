import type { NewsFeedConnection, NewsFeedRequest, Story } from '@kmx/domain/content';
import type { RelatedStoriesRequest } from '@kmx/domain/ports';
import { localeHeaders } from '@kmx/domain/translation';
import { z } from 'zod';
import { storyFields } from './content-items-documents';
import { newsFeedConnectionSchema, storySchema } from './content-items-schemas';
import type { GraphqlEndpoint } from './GraphqlEndpoint';

const relatedStoriesDocument = /* GraphQL */ `
  query relatedStoriesQuery($productSlug: String!) {
    relatedStories(productSlug: $productSlug) {
      ${storyFields}
    }
  }
`;

const newsFeedDocument = /* GraphQL */ `
  query newsFeedQuery($first: Int!, $after: String) {
    newsFeed(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          title
          text
          link
          publicationDate
          image {
            url
            alternativeText
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

const relatedStoriesAnswer = z.object({ relatedStories: z.array(storySchema) });
const newsFeedAnswer = z.object({ newsFeed: newsFeedConnectionSchema });

/** The stories that name a product as related, newest first (spec public-site 7). */
export async function relatedStoriesQuery(
  endpoint: GraphqlEndpoint,
  request: RelatedStoriesRequest,
): Promise<readonly Story[]> {
  const { relatedStories } = await endpoint.query({
    operation: 'relatedStoriesQuery',
    document: relatedStoriesDocument,
    variables: { productSlug: request.productSlug },
    schema: relatedStoriesAnswer,
    headers: localeHeaders(request.language, request.fallbackLanguage),
  });
  return relatedStories;
}

/** One page of the news feed connection, ordered by publication date descending (spec 7). */
export async function newsFeedQuery(
  endpoint: GraphqlEndpoint,
  request: NewsFeedRequest,
): Promise<NewsFeedConnection> {
  const { newsFeed } = await endpoint.query({
    operation: 'newsFeedQuery',
    document: newsFeedDocument,
    variables: { first: request.first, after: request.after },
    schema: newsFeedAnswer,
    headers: localeHeaders(request.language),
  });
  return {
    items: newsFeed.edges.map((edge) => edge.node),
    endCursor: newsFeed.pageInfo.endCursor,
    hasNextPage: newsFeed.pageInfo.hasNextPage,
  };
}
