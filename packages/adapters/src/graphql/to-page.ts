import type { BodyBlock, ContentBlock, Page, PageProtection } from '@kmx/domain';
import type { PageRecord } from './content-schemas';

function toProtection(value: string): PageProtection {
  if (value === 'none' || value === 'password') return value;
  return { role: value };
}

/** Kinds without a renderer everywhere yet travel in `blocks` as Unknown, typed in `body`. */
function toContentBlock(block: BodyBlock): ContentBlock {
  switch (block.type) {
    case 'RichText':
    case 'FlashMessage':
    case 'Unknown':
      return block;
    default:
      return { id: block.id, type: 'Unknown', typeName: block.type };
  }
}

export function toPage(record: PageRecord): Page {
  return {
    ...record,
    protection: toProtection(record.protection),
    blocks: record.blocks.map(toContentBlock),
    body: record.blocks,
  };
}
