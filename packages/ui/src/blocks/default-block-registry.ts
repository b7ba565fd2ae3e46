import type { BlockRegistry } from './BlockRegistry';
import { FlashMessageBlock } from './FlashMessageBlock';
import { RichTextBlock } from './RichTextBlock';

export const defaultBlockRegistry: BlockRegistry = {
  RichText: RichTextBlock,
  FlashMessage: FlashMessageBlock,
};
