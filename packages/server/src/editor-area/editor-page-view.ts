import type { EditorSite } from '@kmx/domain/editor';
import type { ContentSource } from '@kmx/domain/ports';
import type { ResolvedSite } from '@kmx/domain/site';
import { titleWithSite } from '@kmx/domain/view';
import { editorMessagesFor } from '@kmx/ui/editor';
import { unindexedHead } from '../pages/page-head';
import type { PageContext } from '../pages/PageContext';
import { homeHref } from '../pages/site-links';
import type { ProducedPage } from '../render/PageResponder';
import { siteDirectory } from '../seo/site-directory';

/** What the editor area's page reads of the request: the sites come from the system data. */
export type EditorPageContext = Pick<PageContext, 'locale' | 'links'> & {
  readonly content: Pick<ContentSource, 'systemData'>;
  readonly site: { readonly site: Pick<ResolvedSite, 'name'> };
};

/**
 * `/{locale}/editor` (spec public-site 2.1, 4): the editor area's frame with the sites it may show.
 * Whether the request carries a live editor session decides between the password form and the
 * area; either way the answer is personal (`private, no-store`) and never indexed.
 */
export async function editorPageView(
  context: EditorPageContext,
  signedIn: boolean,
): Promise<ProducedPage> {
  const { locale } = context;
  const siteName = context.site.site.name;
  const directory = await siteDirectory(context.content);
  const sites: EditorSite[] = directory.map(({ site, languages }) => ({
    id: site.id,
    name: site.name,
    slug: site.slug,
    languages,
  }));
  // The main site (the one without a slug) first: it is what an editor most often opens.
  sites.sort((a, b) => Number(a.slug !== null) - Number(b.slug !== null));
  const title = editorMessagesFor(locale.language)['editor.frame.title'];
  return {
    cacheable: false,
    personal: true,
    payload: {
      status: 200,
      head: unindexedHead(titleWithSite(title, siteName), siteName, locale),
      view: {
        kind: 'editor',
        language: locale.language,
        homeHref: homeHref(context.links),
        localeCode: locale.urlCode,
        siteName,
        signedIn,
        sites,
      },
    },
  };
}
