/** Spec public-site 4: whether the newest news item is newer than the last one read. */
export function useNewsFeedUnread(_language: string | null): boolean {
  return false;
}
