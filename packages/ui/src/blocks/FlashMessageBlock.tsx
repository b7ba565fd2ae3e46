import type { ContentBlock } from '@kmx/domain';
import { FlashMessage } from '../FlashMessage/FlashMessage';

export function FlashMessageBlock({
  block,
}: {
  block: Extract<ContentBlock, { type: 'FlashMessage' }>;
}) {
  return <FlashMessage message={block.message} />;
}
