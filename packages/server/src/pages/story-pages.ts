import type { CollectionRequest, Logger } from '@kmx/domain/ports';
import type { RouteFound } from '@kmx/domain/routing';
import { chosenStoriesFilter, isStoriesFilterEmpty, recommendedStories } from '@kmx/domain/content';
import { storyContactRoute, storyRoute } from '@kmx/domain/routing';
import type { ProducedPage } from '../render/PageResponder';
import { listPageHeading } from './list-page-heading';
import { notFoundPage } from './not-found-page';
import type { FrameCrumb } from './page-frame';
import { collectionPageFrame } from './page-frame';
import { collectionHead } from './page-head';
import type { PageContext } from './PageContext';
import { homeHref } from './site-links';
import { siteNavigation } from './site-navigation';
import { sanitisedStory } from './story-body';
import { storiesPath, storyContactsPath } from './story-paths';

/** Texts in the visitor's language, then the fallback language (then `en`, the service's rule). */
function collectionRequest(context: PageContext): CollectionRequest {
  const { language } = context.locale;
  const fallback = context.visitor.fallbackLanguage;
  return fallback === null ? { language } : { language, fallbackLanguage: fallback };
}

function storiesCrumb(context: PageContext): FrameCrumb {
  return { title: context.messages['stories.title'], path: storiesPath };
}

function authorsCrumb(context: PageContext): FrameCrumb {
  return { title: context.messages['stories.authors.title'], path: storyContactsPath };
}

async function framed(context: PageContext, crumbs: readonly FrameCrumb[], contentLanguage = '') {
  return {
    language: context.locale.language,
    homeHref: homeHref(context.links),
    frame: collectionPageFrame(context, await siteNavigation(context), crumbs, contentLanguage),
  };
}

/**
 * Spec public-site 2.1, 2.5: `{locale}/stories`, filtered by `?category=<key>&videos=true&author=<slug>`.
 * A filter value naming no category or author is ignored (as the locations filter does): a stale
 * link still shows stories. Filtered views are kept out of the page cache by the pipeline
 * (`asksStoriesFilter`), since its key has no query. The CMS page at `/stories`, when there is
 * one, heads the list (spec 3.2).
 */
export async function storiesPage(context: PageContext, logger: Logger): Promise<ProducedPage> {
  const request = collectionRequest(context);
  const texts = {
    title: context.messages['stories.title'],
    description: context.messages['stories.intro'],
  };
  const [all, categories, authors, heading] = await Promise.all([
    context.collections.stories(request),
    context.collections.storyCategories(request),
    context.collections.storyContacts(request),
    listPageHeading(context, storiesPath, texts, logger),
  ]);
  const filter = chosenStoriesFilter(
    {
      category: context.query['category'],
      videos: context.query['videos'],
      author: context.query['author'],
    },
    { categories: categories.map((category) => category.key), authors: authors.map((a) => a.slug) },
  );
  const stories = isStoriesFilterEmpty(filter)
    ? all
    : await context.collections.stories({
        ...request,
        ...(filter.category !== null && { category: filter.category }),
        ...(filter.videosOnly && { videosOnly: true }),
        ...(filter.authorSlug !== null && { authorSlug: filter.authorSlug }),
      });
  return {
    cacheable: isStoriesFilterEmpty(filter) && heading.cacheable,
    payload: {
      status: 200,
      head: collectionHead(context, {
        title: heading.title,
        description: heading.description,
        image: all[0]?.image?.url ?? null,
        type: 'website',
      }),
      view: {
        kind: 'stories',
        ...(await framed(context, [storiesCrumb(context)])),
        stories,
        categories,
        authors,
        filter,
        recommended: recommendedStories(
          all,
          stories.map((story) => story.id),
        ),
        intro: heading.intro,
      },
    },
  };
}

/** `{locale}/stories/{slug}`: an unknown slug is a 404. */
export async function storyPage(
  context: PageContext,
  route: RouteFound,
  logger: Logger,
): Promise<ProducedPage> {
  const slug = route.params['slug'];
  if (slug === undefined) return notFoundPage(context, logger);
  const request = collectionRequest(context);
  const [story, all] = await Promise.all([
    context.collections.storyBySlug({ ...request, slug }),
    context.collections.stories(request),
  ]);
  if (story === null) return notFoundPage(context, logger);
  return {
    cacheable: true,
    payload: {
      status: 200,
      head: collectionHead(context, {
        title: story.title,
        description: story.leadText,
        image: story.image?.url ?? null,
        type: 'article',
      }),
      view: {
        kind: 'story',
        ...(await framed(
          context,
          [storiesCrumb(context), { title: story.title, path: storyRoute(story.slug) }],
          story.contentLanguage,
        )),
        story: sanitisedStory(story),
        recommended: recommendedStories(all, [story.id]),
      },
    },
  };
}

/** `{locale}/stories/contacts`: the authors, by name. */
export async function storyContactsPage(
  context: PageContext,
  _logger: Logger,
): Promise<ProducedPage> {
  const authors = await context.collections.storyContacts(collectionRequest(context));
  return {
    cacheable: true,
    payload: {
      status: 200,
      head: collectionHead(context, {
        title: context.messages['stories.authors.title'],
        description: context.messages['stories.authors.intro'],
        image: null,
        type: 'website',
      }),
      view: {
        kind: 'story-contacts',
        ...(await framed(context, [storiesCrumb(context), authorsCrumb(context)])),
        authors,
      },
    },
  };
}

/** `{locale}/stories/contacts/{author}`: an unknown author is a 404. */
export async function storyContactPage(
  context: PageContext,
  route: RouteFound,
  logger: Logger,
): Promise<ProducedPage> {
  const slug = route.params['author'];
  if (slug === undefined) return notFoundPage(context, logger);
  const author = await context.collections.storiesByAuthor({
    ...collectionRequest(context),
    slug,
  });
  if (author === null) return notFoundPage(context, logger);
  return {
    cacheable: true,
    payload: {
      status: 200,
      head: collectionHead(context, {
        title: author.author.name,
        description: author.author.role,
        image: author.author.image?.url ?? null,
        type: 'website',
      }),
      view: {
        kind: 'story-contact',
        ...(await framed(context, [
          storiesCrumb(context),
          authorsCrumb(context),
          { title: author.author.name, path: storyContactRoute(author.author.slug) },
        ])),
        author,
      },
    },
  };
}
