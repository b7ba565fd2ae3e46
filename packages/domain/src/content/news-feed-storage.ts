/**
 * Spec public-site 4 and 7: the browser local storage key of the last-read news id, which
 * `hasUnreadNews` compares with the newest item's id. It is kept as the bare id, not as JSON.
 */
export const lastReadNewsStorageKey = 'kmx-last-read-news-id';
