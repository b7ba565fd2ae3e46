import type { ContentBlock, ContentSource, Page, PageView } from '@kmx/domain';
import { format, messagesFor } from '@kmx/ui';
import { sanitiseMarkup } from './sanitise-markup';

export interface PageAddress {
  readonly language: string;
  /** Path below the locale prefix, `/` for home. */
  readonly path: string;
  /** The address as the visitor asked for it, shown in the 404 message. */
  readonly requestedPath: string;
}

export interface LoadedPage {
  readonly status: 200 | 404;
  readonly view: PageView;
  readonly title: string;
  readonly description: string;
}

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
function sanitisePage(page: Page): Page {
  return { ...page, blocks: page.blocks.map(sanitiseBlock), body: [] };
}

export function notFoundPage(language: string, requestedPath: string): LoadedPage {
  return {
    status: 404,
    view: { kind: 'not-found', language, homeHref: `/${language}`, path: requestedPath },
    title: format(messagesFor(language)['notFound.message'], { path: requestedPath }),
    description: '',
  };
}

export async function loadPageView(
  content: ContentSource,
  address: PageAddress,
): Promise<LoadedPage> {
  const homeHref = `/${address.language}`;
  const page = await content.pageByPath({ path: address.path, language: address.language });
  if (page === null) return notFoundPage(address.language, address.requestedPath);
  return {
    status: 200,
    view: { kind: 'content', language: address.language, homeHref, page: sanitisePage(page) },
    title: page.title,
    description: page.description,
  };
}
