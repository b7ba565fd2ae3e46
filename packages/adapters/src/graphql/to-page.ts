import type { ContentBlock, FlashMessageData, Page, PageProtection } from '@kmx/domain';
import type { BlockRecord, PageRecord } from './content-schemas';

function toProtection(value: string): PageProtection {
  if (value === 'none' || value === 'password') return value;
  return { role: value };
}

function toFlashMessage(message: NonNullable<BlockRecord['message']>): FlashMessageData {
  return {
    title: message.title,
    text: message.text,
    ...(message.type != null && { type: message.type }),
    ...(message.linkText != null && { linkText: message.linkText }),
    ...(message.to != null && { to: message.to }),
    ...(message.static != null && { static: message.static }),
    ...(message.timeout != null && { timeout: message.timeout }),
    ...(message.floating != null && { floating: message.floating }),
  };
}

function toBlock(block: BlockRecord): ContentBlock {
  if (block.type === 'RichText' && block.html != null) {
    return { id: block.id, type: 'RichText', html: block.html };
  }
  if (block.type === 'FlashMessage' && block.message != null) {
    return { id: block.id, type: 'FlashMessage', message: toFlashMessage(block.message) };
  }
  return { id: block.id, type: 'Unknown', typeName: block.type };
}

export function toPage(record: PageRecord): Page {
  return {
    ...record,
    protection: toProtection(record.protection),
    blocks: record.blocks.map(toBlock),
  };
}
