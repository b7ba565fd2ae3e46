import { createSchema, createYoga } from 'graphql-yoga';
import type { RequestListener } from 'node:http';
import { withMedia } from '../media/media';
import { contentBlocksTypeDefs } from './content-blocks-schema';
import { contentBlocksResolvers } from './content-blocks-resolvers';
import { contentNavigationResolvers } from './content-navigation-resolvers';
import { contentNavigationTypeDefs } from './content-navigation-schema';
import { contentContext, contentResolvers } from './content-resolvers';
import { contentTypeDefs } from './content-schema';
import { contentTranslationResolvers } from './content-translation-resolvers';
import { contentTranslationTypeDefs } from './content-translation-schema';
import { itemsResolvers } from './items-resolvers';
import { itemsTypeDefs } from './items-schema';
import { protectedFiles } from './protected-files';
import { protectedFilesTypeDefs } from './protected-files-schema';
import { createTranslationStore } from './translation-store';
import { sandboxContentToken } from './content-token';
import { CachePurgeNotice } from './CachePurgeNotice';
import { withDemoEdits } from './demo-edits';
import { TitleEdits } from './title-edits';
import { withWhitepaperFiles } from './whitepaper-files';

// Further parts of the content model add their schema and resolvers to these lists.
const typeDefs = [
  contentTypeDefs,
  contentBlocksTypeDefs,
  contentNavigationTypeDefs,
  contentTranslationTypeDefs,
  itemsTypeDefs,
  protectedFilesTypeDefs,
];
const resolvers = [
  contentResolvers,
  contentBlocksResolvers,
  contentNavigationResolvers,
  contentTranslationResolvers,
  itemsResolvers,
  { Query: { protectedFiles: () => protectedFiles() } },
];

export interface ContentServiceOptions {
  /** The clock that stamps exports when an editor starts a translation. */
  readonly now?: () => Date;
  /** The product's server's credential, which whitepaper files need; `sandboxContentToken` by default. */
  readonly serverToken?: string;
  /** Tells the product which pages changed (translation start and reset, demo edits). */
  readonly notice?: CachePurgeNotice;
}

/**
 * The headless content service stand-in: GraphQL over HTTP at `/graphql`, images under `/media/`.
 * Translation start and reset change state kept by this instance only. Whitepaper files are at
 * `/whitepapers/{id}`, for the product's server alone.
 */
export function createContentService(options: ContentServiceOptions = {}): RequestListener {
  const translations = createTranslationStore(options.now);
  const titles = new TitleEdits();
  const notice = options.notice ?? new CachePurgeNotice();
  const yoga = createYoga({
    schema: createSchema({ typeDefs, resolvers }),
    context: ({ request }) => contentContext(request, { translations, titles, notice }),
    graphiql: false,
    logging: false,
    maskedErrors: true,
  });
  return withDemoEdits(
    withWhitepaperFiles(withMedia(yoga), options.serverToken ?? sandboxContentToken),
    titles,
    notice,
  );
}
