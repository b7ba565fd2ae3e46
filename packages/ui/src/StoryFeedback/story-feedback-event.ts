/** The event name analytics tags listen for (documented in docs/stories.md). */
export const storyFeedbackEvent = 'kudex.story-feedback';

/** The window as analytics tags see it: `dataLayer` is theirs, and may be missing or replaced. */
interface DataLayerHost {
  dataLayer?: unknown;
}

/** Tells the analytics tags whether a story helped; the visitor's answer goes nowhere else. */
export function pushStoryFeedback(host: DataLayerHost, storySlug: string, helpful: boolean): void {
  if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
  (host.dataLayer as unknown[]).push({ event: storyFeedbackEvent, story: storySlug, helpful });
}
