import type { ContentBlock, Page } from '@kmx/domain';
import { sanitiseMarkup } from './sanitise-markup';

function sanitiseBlock(block: ContentBlock): ContentBlock {
  switch (block.type) {
    case 'RichText':
      return { ...block, html: sanitiseMarkup(block.html) };
    case 'FlashMessage':
      return { ...block, message: { ...block.message, text: sanitiseMarkup(block.message.text) } };
    case 'Unknown':
      return block;
    default:
      return block satisfies never;
  }
}

/**
 * The typed `body` blocks have no renderers yet and are not sanitised, so they never reach the
 * browser; `blocks` carries what is rendered, cleaned.
 */
export function sanitisePage(page: Page): Page {
  return { ...page, blocks: page.blocks.map(sanitiseBlock), body: [] };
}
