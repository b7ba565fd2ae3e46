import type { EditorPage } from '../editor/EditorPage';
import type { ContentStage } from './ContentSource';

export interface EditorPagesRequest {
  readonly siteId: string;
  /** Titles in this language where the page has it, else in the page's source language. */
  readonly language: string;
  readonly stage: ContentStage;
}

/**
 * Every page of a site with its translation, for the editor area: read afresh each time (it
 * changes with every start and reset, and its drafts are for editors only), never cached.
 */
export interface EditorPages {
  /** `null` when no site has that id. */
  pagesOfSite(request: EditorPagesRequest): Promise<readonly EditorPage[] | null>;
}
