import type { PageView, PageViewKind } from '@kmx/domain/view';
import { preloadBlocks } from '../blocks/lazy-blocks';
import { loadMessages } from '../i18n/load-messages';
import { loadAllModuleTexts, loadModuleTexts } from '../i18n/module-texts';
import { preloadModules } from '../PageModules/lazy-modules';
import { lazyView } from './lazy-view';

// The views of every kind but the content pages (home and most first visits) and the not-found
// page: each is a script part of its own, so a public page's first load stays small.
export const ClassificationPage = lazyView(() =>
  import('../ClassificationPage/ClassificationPage').then((module) => module.ClassificationPage),
);
export const ProductPage = lazyView(() =>
  import('../ProductPage/ProductPage').then((module) => module.ProductPage),
);
export const ServiceDetailPage = lazyView(() =>
  import('../ServiceDetailPage/ServiceDetailPage').then((module) => module.ServiceDetailPage),
);
export const StoriesPage = lazyView(() =>
  import('../StoriesPage/StoriesPage').then((module) => module.StoriesPage),
);
export const StoryPage = lazyView(() =>
  import('../StoryPage/StoryPage').then((module) => module.StoryPage),
);
export const StoryAuthorsPage = lazyView(() =>
  import('../StoryAuthorsPage/StoryAuthorsPage').then((module) => module.StoryAuthorsPage),
);
export const StoryAuthorPage = lazyView(() =>
  import('../StoryAuthorPage/StoryAuthorPage').then((module) => module.StoryAuthorPage),
);
export const MediaReleasesPage = lazyView(() =>
  import('../MediaReleasesPage/MediaReleasesPage').then((module) => module.MediaReleasesPage),
);
export const MediaReleasePage = lazyView(() =>
  import('../MediaReleasePage/MediaReleasePage').then((module) => module.MediaReleasePage),
);
export const StyleGuidePage = lazyView(() =>
  import('../StyleGuidePage/StyleGuidePage').then((module) => module.StyleGuidePage),
);
export const PasswordGatePage = lazyView(() =>
  import('../PasswordGatePage/PasswordGatePage').then((module) => module.PasswordGatePage),
);
// The search page: reached from a search form or a shared address, its code loads then.
export const SearchPage = lazyView(() =>
  import('../SiteSearch/SearchPage').then((module) => module.SearchPage),
);
// Rare, and its code would otherwise weigh on every page's first load.
export const ErrorPage = lazyView(() =>
  import('../ErrorPage/ErrorPage').then((module) => module.ErrorPage),
);
// The answer to a form sent without JavaScript: rare, and it brings the forms' code.
export const FormOutcomePage = lazyView(() =>
  import('../forms/FormOutcomePage').then((module) => module.FormOutcomePage),
);
// The sign-in callback starts from the portal's script part; the site's part never shows it.
export const SignInCallback = lazyView(() =>
  import('../SignInCallback/SignInCallback').then((module) => module.SignInCallback),
);

const preloads: Partial<Record<PageViewKind, () => Promise<void>>> = {
  classification: ClassificationPage.preload,
  product: ProductPage.preload,
  service: ServiceDetailPage.preload,
  stories: StoriesPage.preload,
  story: StoryPage.preload,
  'story-contacts': StoryAuthorsPage.preload,
  'story-contact': StoryAuthorPage.preload,
  'media-releases': MediaReleasesPage.preload,
  'media-release': MediaReleasePage.preload,
  'style-guide': StyleGuidePage.preload,
  'password-gate': PasswordGatePage.preload,
  error: ErrorPage.preload,
  'sign-in-callback': SignInCallback.preload,
  'form-outcome': FormOutcomePage.preload,
  search: SearchPage.preload,
};

/**
 * Loads the code a view needs (its kind's, its blocks' and its modules') and the texts of its
 * language; the browser awaits it before it hydrates or shows the page, so the page renders at once
 * and matches the server's HTML.
 */
export async function preloadSiteView(view: PageView): Promise<void> {
  const content = view.kind === 'content';
  const blocks = blockData(view);
  await Promise.all([
    needsModuleTexts(view) ? loadModuleTexts(view.language) : loadMessages(view.language),
    preloads[view.kind]?.(),
    blocks === null ? undefined : preloadBlocks(blocks, view.language),
    view.kind === 'form-outcome' ? formsTexts(view.language) : undefined,
    content ? preloadModules(view.modules) : undefined,
  ]);
}

/** The forms' texts of a language; their loader comes with the forms' code, not the first load. */
function formsTexts(language: string): Promise<unknown> {
  return import('../forms/forms-texts').then((module) => module.loadFormsTexts(language));
}

/** The views that show the modules' texts: page modules, the style guide, the password gate. */
function needsModuleTexts(view: PageView): boolean {
  if (view.kind === 'style-guide' || view.kind === 'password-gate') return true;
  return view.kind === 'content' && view.modules.length > 0;
}

/** What holds the blocks a view draws: a content page, a list's CMS intro; `null` for none. */
function blockData(view: PageView): object | null {
  if (view.kind === 'content') return view.page;
  if (view.kind === 'stories' || view.kind === 'media-releases') return view.intro;
  return null;
}

/** Loads the code of every view kind, block and module, for renderers that must not suspend. */
export async function preloadAllSiteViews(): Promise<void> {
  await Promise.all([
    ...Object.values(preloads).map((preload) => preload()),
    preloadBlocks(null),
    import('../forms/forms-texts').then((module) => module.preloadAllFormsTexts()),
    loadAllModuleTexts(),
    preloadModules(null),
  ]);
}
