import { sanitiseMarkup } from '../pages/sanitise-markup';

type Data = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A block of the draft page, its markup sanitised when it is a rich text block's. */
function sanitisedBlock(block: unknown): unknown {
  if (!isRecord(block) || block['__typename'] !== 'RichTextBlock') return block;
  const { html } = block;
  return typeof html === 'string' ? { ...block, html: sanitiseMarkup(html) } : block;
}

/**
 * A draft answer as the browser may have it: the markup of `DraftPage`'s rich text blocks goes
 * through the site's own sanitiser, as the published page's does, so a draft never carries a
 * script, a handler or an id of the product's own elements into the editor's page. Everything
 * else of the answer is text the preview renders as text, and stays as it came.
 */
export function sanitisedDraftData(data: Data): Data {
  const { page } = data;
  if (!isRecord(page) || !Array.isArray(page['blocks'])) return data;
  return { ...data, page: { ...page, blocks: page['blocks'].map(sanitisedBlock) } };
}
