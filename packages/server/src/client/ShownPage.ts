import type { PageHead, PageView } from '@kmx/domain/view';

/**
 * The page the browser shows: a payload, except that a page embedded in the old shape (a bare
 * view) has no head yet; the document's own head stands for it then.
 */
export interface ShownPage {
  readonly status: number;
  readonly head: PageHead | null;
  readonly view: PageView;
}
