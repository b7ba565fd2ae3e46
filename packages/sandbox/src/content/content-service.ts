import { createSchema, createYoga } from 'graphql-yoga';
import type { RequestListener } from 'node:http';
import { withMedia } from '../media/media';
import { contentContext, contentResolvers } from './content-resolvers';
import { contentTypeDefs } from './content-schema';

// Further parts of the content model add their schema and resolvers to these lists.
const typeDefs = [contentTypeDefs];
const resolvers = [contentResolvers];

/** The headless content service stand-in: GraphQL over HTTP at `/graphql`, images under `/media/`. */
export function createContentService(): RequestListener {
  const yoga = createYoga({
    schema: createSchema({ typeDefs, resolvers }),
    context: ({ request }) => contentContext(request),
    graphiql: false,
    logging: false,
    maskedErrors: true,
  });
  return withMedia(yoga);
}
