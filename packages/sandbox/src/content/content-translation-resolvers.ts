import type { ContentContext } from './content-context';

interface PageIdArgument {
  readonly pageId: string;
}

export const contentTranslationResolvers = {
  Query: {
    pageTranslation: (_: unknown, args: PageIdArgument, context: ContentContext) =>
      context.translations.read(args.pageId) ?? null,
  },
  Mutation: {
    startTranslation: (_: unknown, args: PageIdArgument, context: ContentContext) =>
      context.translations.start(args.pageId) ?? null,
    resetTranslation: (_: unknown, args: PageIdArgument, context: ContentContext) =>
      context.translations.reset(args.pageId) ?? null,
  },
};
