/** Spec public-site 9: business constants and limits not owned by a rule of their own. */

const second = 1_000;

/** Page-head (title and meta) updates within this time are merged into one. */
export const pageHeadDebounceMs = 10;

/** The loading indicator appears only when navigation takes longer than this. */
export const loadingIndicatorDelayMs = 100;

/** The route-rules manifest is fetched this long after start, to keep it off the start-up path. */
export const manifestFetchDelayMs = second;

export const maxConcurrentRoutePreloads = 4;

/** Scroll position is restored on going back after this delay, once the page has rendered. */
export const scrollRestoreDelayMs = 100;

/** Items per request of the news feed connection (`first`). */
export const newsFeedPageSize = 10;

/** Upload limit of 100 MB, counted in binary megabytes. */
export const uploadMaxBytes = 100 * 1024 * 1024;

/** Contact panel "Talk to an Expert": the reply promised within this many hours. */
export const contactReplyHours = 24;
