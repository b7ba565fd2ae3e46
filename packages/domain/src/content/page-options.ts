import type { Site } from '../site/SystemData';

/** Spec public-site 2.5: the share modal of a content page. */
export interface ShareModal {
  readonly title: string;
  readonly url: string;
  readonly visible: boolean;
}

/** Spec public-site 2.5: what a content page switches on for itself; reset on every path change. */
export interface PageOptions {
  /** The path these options belong to. */
  readonly path: string;
  readonly coverHero: boolean;
  readonly anchorNavigation: boolean;
  readonly tableOfContents: boolean;
  readonly sideButtons: boolean;
  readonly newsFeedPanelOpen: boolean;
  readonly comparePanelOpen: boolean;
  readonly shareModal: ShareModal;
  /** A theme that replaces the page's own; `null` keeps the page theme. */
  readonly themeOverride: string | null;
}

export function initialPageOptions(path: string): PageOptions {
  return {
    path,
    coverHero: false,
    anchorNavigation: false,
    tableOfContents: false,
    sideButtons: true,
    newsFeedPanelOpen: false,
    comparePanelOpen: false,
    shareModal: { title: '', url: '', visible: false },
    themeOverride: null,
  };
}

export type PageOptionsAction =
  | { readonly type: 'pathChanged'; readonly path: string }
  | { readonly type: 'setCoverHero'; readonly shown: boolean }
  | { readonly type: 'setAnchorNavigation'; readonly shown: boolean }
  | { readonly type: 'setTableOfContents'; readonly shown: boolean }
  | { readonly type: 'setSideButtons'; readonly shown: boolean }
  | { readonly type: 'setNewsFeedPanelOpen'; readonly open: boolean }
  | { readonly type: 'setComparePanelOpen'; readonly open: boolean }
  | { readonly type: 'openShareModal'; readonly title: string; readonly url: string }
  | { readonly type: 'closeShareModal' }
  | { readonly type: 'setThemeOverride'; readonly theme: string | null };

export function pageOptionsReducer(state: PageOptions, action: PageOptionsAction): PageOptions {
  switch (action.type) {
    case 'pathChanged':
      // Query and hash changes keep the path and so keep the options, e.g. an open share modal.
      return action.path === state.path ? state : initialPageOptions(action.path);
    case 'setCoverHero':
      return { ...state, coverHero: action.shown };
    case 'setAnchorNavigation':
      return { ...state, anchorNavigation: action.shown };
    case 'setTableOfContents':
      return { ...state, tableOfContents: action.shown };
    case 'setSideButtons':
      return { ...state, sideButtons: action.shown };
    case 'setNewsFeedPanelOpen':
      return { ...state, newsFeedPanelOpen: action.open };
    case 'setComparePanelOpen':
      return { ...state, comparePanelOpen: action.open };
    case 'openShareModal':
      return { ...state, shareModal: { title: action.title, url: action.url, visible: true } };
    case 'closeShareModal':
      return { ...state, shareModal: { ...state.shareModal, visible: false } };
    case 'setThemeOverride':
      return { ...state, themeOverride: action.theme };
    default:
      action satisfies never;
      return state;
  }
}

/** Spec public-site 2.5: side buttons show unless the page or the site hides them. */
export function sideButtonsShown(
  options: Pick<PageOptions, 'sideButtons'>,
  site: Pick<Site, 'hideSideButtons'>,
): boolean {
  return options.sideButtons && !site.hideSideButtons;
}

/** The theme a page is drawn in: the override when set, else the page's own. */
export function effectiveTheme(
  options: Pick<PageOptions, 'themeOverride'>,
  pageTheme: string,
): string {
  return options.themeOverride ?? pageTheme;
}
