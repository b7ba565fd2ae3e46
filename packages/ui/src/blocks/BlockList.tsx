import type { ContentBlock } from '@kmx/domain';
import type { ComponentType } from 'react';
import { format } from '../i18n/messages-for';
import { useMessages } from '../i18n/MessagesProvider';
import type { BlockRegistry } from './BlockRegistry';
import { defaultBlockRegistry } from './default-block-registry';

export interface BlockListProps {
  readonly blocks: readonly ContentBlock[];
  readonly registry?: BlockRegistry;
  /** Editors and draft previews see a notice where a block has no renderer; visitors see nothing. */
  readonly editing?: boolean;
}

function UnknownBlockNotice({ typeName }: { typeName: string }) {
  const messages = useMessages();
  return (
    <p className="block-notice" role="note">
      {format(messages['block.unknown'], { type: typeName })}
    </p>
  );
}

export function BlockList({
  blocks,
  registry = defaultBlockRegistry,
  editing = false,
}: BlockListProps) {
  return (
    <>
      {blocks.map((block) => {
        if (block.type === 'Unknown') {
          return editing ? <UnknownBlockNotice key={block.id} typeName={block.typeName} /> : null;
        }
        // The registry is keyed by block type, so the lookup and the block always agree.
        const Renderer = registry[block.type] as ComponentType<{ block: typeof block }>;
        return <Renderer key={block.id} block={block} />;
      })}
    </>
  );
}
