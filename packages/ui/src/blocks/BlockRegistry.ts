import type { ContentBlock } from '@kmx/domain';
import type { ComponentType } from 'react';

type KnownBlock = Exclude<ContentBlock, { type: 'Unknown' }>;
export type BlockType = KnownBlock['type'];

/** One renderer per content block type; a site may override entries (DESIGN.md: pluggable renderers). */
export type BlockRegistry = {
  readonly [Type in BlockType]: ComponentType<{ block: Extract<KnownBlock, { type: Type }> }>;
};
