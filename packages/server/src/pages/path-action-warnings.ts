import type { Page } from '@kmx/domain/content';
import type { Logger } from '@kmx/domain/ports';
import { unknownPathActionWarnings } from '@kmx/domain/content';

/**
 * Spec public-site 2.2: "An unknown action gives a warning that no such action exists". The
 * editors' mistake is told to whoever reads the logs, once per page load (the page cache keeps the
 * page then); the link itself is not drawn.
 */
export function warnOfUnknownPathActions(page: Pick<Page, 'url' | 'blocks'>, logger: Logger): void {
  for (const warning of unknownPathActionWarnings(page.blocks)) {
    logger.warn(warning, { page: page.url });
  }
}
