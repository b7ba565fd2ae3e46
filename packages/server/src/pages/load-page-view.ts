import type { ContentSource, PageFrame, PageView } from '@kmx/domain';
import { format, messagesFor } from '@kmx/ui';
import { sanitisePage } from './sanitise-page';

export interface PageAddress {
  readonly language: string;
  /** Path below the locale prefix, `/` for home. */
  readonly path: string;
  /** The address as the visitor asked for it, shown in the 404 message. */
  readonly requestedPath: string;
}

export interface LoadedPage {
  readonly status: 200 | 404;
  readonly view: PageView;
  readonly title: string;
  readonly description: string;
}

function transitionalFrame(language: string): PageFrame {
  return {
    site: {
      id: 'site-main',
      name: 'Komax',
      slug: null,
      isMain: true,
      hideSideButtons: false,
      enableCutFont: false,
    },
    locale: { code: language, language, country: 'ALL', measurementSystem: 'Metric' },
    homeHref: `/${language}`,
    portalHref: `/${language}/mykomax`,
    header: { theme: 'Default', items: [] },
    footer: { theme: 'Default', contactLink: null, sections: [] },
    languages: [],
    countries: [],
    breadcrumbs: {
      entries: [],
      showHomeIconOnDesktop: false,
      mobileBackLink: null,
      rel: 'nofollow',
    },
    languageBanner: null,
    modes: { nextRelease: false, testing: false },
  };
}

export function notFoundPage(language: string, requestedPath: string): LoadedPage {
  return {
    status: 404,
    view: {
      kind: 'not-found',
      language,
      homeHref: `/${language}`,
      frame: null,
      path: requestedPath,
    },
    title: format(messagesFor(language)['notFound.message'], { path: requestedPath }),
    description: '',
  };
}

export async function loadPageView(
  content: ContentSource,
  address: PageAddress,
): Promise<LoadedPage> {
  const homeHref = `/${address.language}`;
  const page = await content.pageByPath({ path: address.path, language: address.language });
  if (page === null) return notFoundPage(address.language, address.requestedPath);
  return {
    status: 200,
    // TODO(pipeline): the frame comes from the request pipeline.
    view: {
      kind: 'content',
      language: address.language,
      homeHref,
      frame: transitionalFrame(address.language),
      page: sanitisePage(page),
      modules: [],
    },
    title: page.title,
    description: page.description,
  };
}
