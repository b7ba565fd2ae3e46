import type { MediaReleaseDetail } from '@kmx/domain/content';
import type { CollectionRequest, Logger } from '@kmx/domain/ports';
import type { RouteFound } from '@kmx/domain/routing';
import { plainTitle } from '@kmx/domain/navigation';
import { mediaReleaseRoute } from '@kmx/domain/routing';
import type { ProducedPage } from '../render/PageResponder';
import { listPageHeading } from './list-page-heading';
import { notFoundPage } from './not-found-page';
import { collectionPageFrame, type FrameCrumb } from './page-frame';
import { collectionHead } from './page-head';
import type { PageContext } from './PageContext';
import { sanitiseMarkup } from './sanitise-markup';
import { homeHref } from './site-links';
import { siteNavigation } from './site-navigation';

const listPath = '/media-releases';

/** The visitor's language, then the fallback language (then en, which the source adds). */
function collectionRequest(context: PageContext): CollectionRequest {
  const { fallbackLanguage } = context.visitor;
  return {
    language: context.locale.language,
    ...(fallbackLanguage !== null && { fallbackLanguage }),
  };
}

function listCrumb(context: PageContext): FrameCrumb {
  return { title: context.messages['news.releases.title'], path: listPath };
}

/**
 * Spec public-site 2.1, 2.5, 3.2: `{locale}/media-releases`, every release newest first, ad hoc
 * announcements marked, headed by the CMS page at that address when there is one. One view for
 * everyone, so the page cache may keep it.
 */
export async function mediaReleasesPage(
  context: PageContext,
  logger: Logger,
): Promise<ProducedPage> {
  const texts = {
    title: context.messages['news.releases.title'],
    description: context.messages['news.releases.lead'],
  };
  const [releases, navigation, heading] = await Promise.all([
    context.collections.mediaReleases(collectionRequest(context)),
    siteNavigation(context),
    listPageHeading(context, listPath, texts, logger),
  ]);
  return {
    cacheable: heading.cacheable,
    payload: {
      status: 200,
      head: collectionHead(context, {
        title: heading.title,
        description: heading.description,
        image: null,
        type: 'website',
      }),
      view: {
        kind: 'media-releases',
        language: context.locale.language,
        homeHref: homeHref(context.links),
        frame: collectionPageFrame(context, navigation, [listCrumb(context)]),
        releases,
        intro: heading.intro,
      },
    },
  };
}

/** Titles and lead texts are shown as text; the body keeps its formatting, never scripts. */
function sanitisedRelease(release: MediaReleaseDetail): MediaReleaseDetail {
  return {
    ...release,
    title: plainTitle(release.title),
    leadText: plainTitle(release.leadText),
    body: sanitiseMarkup(release.body),
  };
}

/** Spec public-site 2.1, 2.2: `{locale}/media-releases/{slug}`; an unknown slug is a 404. */
export async function mediaReleasePage(
  context: PageContext,
  route: RouteFound,
  logger: Logger,
): Promise<ProducedPage> {
  const slug = route.params['slug'];
  const release =
    slug === undefined
      ? null
      : await context.collections.mediaReleaseBySlug({ ...collectionRequest(context), slug });
  if (release === null) return notFoundPage(context, logger);
  const navigation = await siteNavigation(context);
  const shown = sanitisedRelease(release);
  return {
    cacheable: true,
    payload: {
      status: 200,
      head: collectionHead(context, {
        title: shown.title,
        description: shown.leadText,
        image: null,
        type: 'article',
      }),
      view: {
        kind: 'media-release',
        language: context.locale.language,
        homeHref: homeHref(context.links),
        frame: collectionPageFrame(
          context,
          navigation,
          [listCrumb(context), { title: shown.title, path: mediaReleaseRoute(release.slug) }],
          release.contentLanguage,
        ),
        release: shown,
      },
    },
  };
}
