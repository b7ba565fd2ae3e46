import { createSchema, createYoga } from 'graphql-yoga';
import type { RequestListener } from 'node:http';
import { withMedia } from '../media/media';
import { catalogueContext, catalogueResolvers } from './catalogue-resolvers';
import { catalogueTypeDefs } from './catalogue-schema';

/**
 * The catalogue service stand-in: products and services over GraphQL at `/graphql`, their images
 * under `/media/`.
 */
export function createCatalogueService(): RequestListener {
  const yoga = createYoga({
    schema: createSchema({ typeDefs: catalogueTypeDefs, resolvers: catalogueResolvers }),
    context: ({ request }) => catalogueContext(request),
    graphiql: false,
    logging: false,
    maskedErrors: true,
  });
  return withMedia(yoga);
}
