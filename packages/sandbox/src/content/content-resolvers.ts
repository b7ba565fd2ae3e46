import type { ContentStage } from '@kmx/domain/ports';
import type { ContentContext } from './content-context';
import { storedRedirects } from './content-data';
import { findPageById, findPageByPath, pageAnswer, pagesOfSite } from './page-lookup';
import { systemData } from './system-data';

export type { ContentContext } from './content-context';
export { contentContext } from './content-context';

interface PageArguments {
  readonly path: string;
  readonly siteId?: string | null;
  readonly stage: ContentStage;
}

interface SitePagesArguments {
  readonly siteId: string;
  readonly stage: ContentStage;
}

interface PageByIdArguments {
  readonly id: string;
  readonly stage: ContentStage;
}

export const contentResolvers = {
  Query: {
    countries: () => systemData.countries,
    languages: () => systemData.languages,
    sites: () => systemData.sites,
    page: (_: unknown, args: PageArguments, context: ContentContext) => {
      const page = findPageByPath(args.path, args.siteId, args.stage);
      return page === undefined
        ? null
        : context.titles.applied(pageAnswer(page, args.stage, context.languages));
    },
    pageById: (_: unknown, args: PageByIdArguments, context: ContentContext) => {
      const page = findPageById(args.id, args.stage);
      return page === undefined
        ? null
        : context.titles.applied(pageAnswer(page, args.stage, context.languages));
    },
    sitePages: (_: unknown, args: SitePagesArguments, context: ContentContext) =>
      pagesOfSite(args.siteId, args.stage)
        ?.map((page) => context.titles.applied(pageAnswer(page, args.stage, context.languages)))
        .filter((page) => page !== null) ?? null,
    redirects: (_: unknown, args: { readonly previousUrls: readonly string[] }) =>
      storedRedirects.filter((redirect) => args.previousUrls.includes(redirect.previousUrl)),
  },
};
