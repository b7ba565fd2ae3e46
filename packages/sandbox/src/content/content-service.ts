import { createSchema, createYoga } from 'graphql-yoga';
import { contentContext, contentResolvers } from './content-resolvers';
import { contentTypeDefs } from './content-schema';

/** The headless content service stand-in: GraphQL over HTTP at `/graphql`. */
export function createContentService() {
  return createYoga({
    schema: createSchema({ typeDefs: contentTypeDefs, resolvers: contentResolvers }),
    context: ({ request }) => contentContext(request),
    graphiql: false,
    logging: false,
    maskedErrors: true,
  });
}
