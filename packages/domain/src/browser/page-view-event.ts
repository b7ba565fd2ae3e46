import { technicalName } from '../site/site-derivation';
import type { PageView } from '../view/PageView';

/** Spec public-site 2.4 and 7: the analytics event pushed to the data layer after each navigation. */
export const pageViewEventName = 'kudex.page-view';

export interface PageViewEvent {
  readonly event: typeof pageViewEventName;
  readonly page: {
    readonly path: string;
    readonly title: string;
    readonly language: string;
    /** The site's technical name (spec 3.1), `null` on pages that belong to no site. */
    readonly site: string | null;
  };
}

/** The event for a page the visitor now sees. */
export function pageViewEvent(path: string, title: string, view: PageView): PageViewEvent {
  const frame = 'frame' in view ? view.frame : null;
  return {
    event: pageViewEventName,
    page: {
      path,
      title,
      language: view.language,
      site: frame === null ? null : technicalName(frame.site.name),
    },
  };
}
