import type { BodyBlock } from '@kmx/domain/content';
import type { ComponentType } from 'react';
import type { BlockRegistry } from './BlockRegistry';
import { useBlockSettings } from './BlockSettings';
import { defaultBlockRegistry } from './default-block-registry';
import { UnknownBlockNotice } from './UnknownBlockNotice';

export interface BlockListProps {
  readonly blocks: readonly BodyBlock[];
  /** Renderers that replace the default ones for their kinds (a brand portal, an events site). */
  readonly registry?: Partial<BlockRegistry>;
  /** Editors and draft previews see a notice where a block has no renderer; visitors see nothing. */
  readonly editing?: boolean;
}

export function BlockList({ blocks, registry, editing }: BlockListProps) {
  const settings = useBlockSettings();
  const showNotices = editing ?? settings.editing;
  const renderers: BlockRegistry = { ...defaultBlockRegistry, ...registry };
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${block.id}-${index}`;
        if (block.type === 'Unknown') {
          return showNotices ? <UnknownBlockNotice key={key} typeName={block.typeName} /> : null;
        }
        // The registry is keyed by block type, so the lookup and the block always agree.
        const Renderer = renderers[block.type] as ComponentType<{ block: typeof block }>;
        return <Renderer key={key} block={block} />;
      })}
    </>
  );
}
