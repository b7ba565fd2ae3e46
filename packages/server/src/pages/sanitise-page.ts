import type { Page } from '@kmx/domain/content';
import { withPageHeadingIds } from '@kmx/domain/content';
import { sanitiseBlock } from './sanitise-block';

/**
 * Every block of a page cleaned before it is rendered or sent to the browser (`sanitiseBlock`),
 * then the headings of its rich text given ids, here on the server, so that the table of contents
 * and the markup agree in the server's HTML and after hydration.
 */
export function sanitisePage(page: Page): Page {
  const known = sanitised.get(page);
  if (known !== undefined) return known;
  const clean = sanitisedNow(page);
  sanitised.set(page, clean);
  return clean;
}

/**
 * Pages as the data cache keeps them, each cleaned once: cleaning parses every rich text, and the
 * same cached page object is read by every request until the cache lets it go.
 */
const sanitised = new WeakMap<Page, Page>();

function sanitisedNow(page: Page): Page {
  const blocks = page.blocks.flatMap((block) => {
    const clean = sanitiseBlock(block);
    return clean === null ? [] : [clean];
  });
  return { ...page, blocks: withPageHeadingIds(blocks) };
}
