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
  Mutation: {
    startTranslation: (_: unknown, args: PageIdArgument, context: ContentContext) =>
      context.translations.start(args.pageId) ?? null,
    resetTranslation: (_: unknown, args: PageIdArgument, context: ContentContext) =>
      context.translations.reset(args.pageId) ?? null,
  },
};
