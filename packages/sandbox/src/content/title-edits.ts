import type { PageAnswer } from './page-lookup';

/**
 * The sandbox's demo edits of page titles (`POST /demo/page-title`), per page and language, kept
 * by one content service instance: a stand-in for an editor publishing a change in the CMS.
 */
export class TitleEdits {
  private readonly titles = new Map<string, string>();

  set(pageId: string, language: string, title: string): void {
    this.titles.set(`${pageId}\u0000${language}`, title);
  }

  /** The page as answered, with its edited title in the language it is answered in. */
  applied<Answer extends PageAnswer | null>(page: Answer): Answer {
    if (page === null) return page;
    const title = this.titles.get(`${page.id}\u0000${page.contentLanguage}`);
    return title === undefined ? page : { ...page, title };
  }
}
