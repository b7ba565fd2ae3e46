import type { PortalMessageKey, PortalMessages } from './i18n/PortalMessages';
import { portalTicketsEn } from './i18n/portal-tickets.en';

const problemPrefix = 'portal.tickets.problem.';

/**
 * The domain gives its form messages in the spec's English words (spec portal 5); the English
 * catalogue holds the same words, so each message finds its key by its text.
 */
const problemKeys: ReadonlyMap<string, PortalMessageKey> = new Map(
  (Object.keys(portalTicketsEn) as (keyof typeof portalTicketsEn)[])
    .filter((key) => key.startsWith(problemPrefix))
    .map((key) => [portalTicketsEn[key], key]),
);

/** A domain or server message in the page's language; one it does not know is shown as it is. */
export function problemText(messages: PortalMessages, message: string): string {
  const key = problemKeys.get(message);
  return key === undefined ? message : messages[key];
}
