import type { PageViewEvent } from '@kmx/domain/browser';

/** The window as analytics tags see it: `dataLayer` is theirs, and may be missing or replaced. */
export interface DataLayerHost {
  dataLayer?: unknown;
}

/** Spec public-site 7: pushes the event to the analytics data layer, creating it when missing. */
export function pushToDataLayer(host: DataLayerHost, event: PageViewEvent): void {
  if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
  (host.dataLayer as unknown[]).push(event);
}
