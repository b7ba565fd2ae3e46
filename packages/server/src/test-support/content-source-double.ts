import type { ContentSource } from '@kmx/domain/ports';

function unasked(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`the test did not expect ${name} to be asked`));
}

/** A content service that answers what the test gives it and fails every other question. */
export function contentSourceWith(answers: Partial<ContentSource>): ContentSource {
  return {
    systemData: answers.systemData ?? unasked('systemData'),
    pageByPath: answers.pageByPath ?? unasked('pageByPath'),
    pageById: answers.pageById ?? unasked('pageById'),
    redirectsByPreviousUrl: answers.redirectsByPreviousUrl ?? unasked('redirectsByPreviousUrl'),
    relatedStoriesByProductSlug:
      answers.relatedStoriesByProductSlug ?? unasked('relatedStoriesByProductSlug'),
    newsFeed: answers.newsFeed ?? unasked('newsFeed'),
    navigationTree: answers.navigationTree ?? unasked('navigationTree'),
  };
}

/** A shared source whose view is the same whatever the request's context. */
export function inEveryContext<Source>(source: Source): { withContext(): Source } {
  return { withContext: () => source };
}
