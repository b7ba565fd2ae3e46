import { createContext, useContext } from 'react';

/** What parts of a page may ask of the layout around them (path actions of spec public-site 2.2). */
export interface PageActions {
  openNewsFeedPanel(): void;
  /** Opens the "Talk to an Expert" panel; `false` when the page has none (follow the link instead). */
  openContactPanel?(): boolean;
}

const noActions: PageActions = {
  openNewsFeedPanel: () => undefined,
  openContactPanel: () => false,
};

export const PageActionsContext = createContext<PageActions>(noActions);

export function usePageActions(): PageActions {
  return useContext(PageActionsContext);
}
