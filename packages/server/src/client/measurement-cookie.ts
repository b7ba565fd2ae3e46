import { BrowserCookies } from '@kmx/adapters';
import { technicalName, type MeasurementSystem } from '@kmx/domain/site';

/** Keeps the visitor's measurement system in the site's cookie (spec public-site 4), for the server. */
export function writeMeasurementCookie(
  window: Window,
  siteName: string,
  system: MeasurementSystem,
): void {
  new BrowserCookies(() => window.document, {
    secure: window.location.protocol === 'https:',
  }).setSitePreference(technicalName(siteName), 'measurementSystem', system);
}
