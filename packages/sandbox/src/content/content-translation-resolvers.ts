import type { ContentContext } from './content-context';
import type { PageAnswer } from './page-lookup';

interface PageIdArgument {
  readonly pageId: string;
}

export const contentTranslationResolvers = {
  Query: {
    pageTranslation: (_: unknown, args: PageIdArgument, context: ContentContext) =>
      context.translations.read(args.pageId) ?? null,
  },
  Page: {
    // Every answered page exists in the data, so its translation does too.
    translation: (page: PageAnswer, _: unknown, context: ContentContext) =>
      context.translations.read(page.id),
  },
  // An editor's action changes what the page shows: the product is told before the answer goes.
  Mutation: {
    startTranslation: async (_: unknown, args: PageIdArgument, context: ContentContext) => {
      const state = context.translations.start(args.pageId) ?? null;
      if (state !== null) await context.notice.pagesChanged([args.pageId]);
      return state;
    },
    resetTranslation: async (_: unknown, args: PageIdArgument, context: ContentContext) => {
      const state = context.translations.reset(args.pageId) ?? null;
      if (state !== null) await context.notice.pagesChanged([args.pageId]);
      return state;
    },
  },
};
