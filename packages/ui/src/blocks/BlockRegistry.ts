import type { BodyBlock } from '@kmx/domain/content';
import type { ComponentType } from 'react';

type KnownBlock = Exclude<BodyBlock, { type: 'Unknown' }>;

/** Every block kind a renderer is registered for; `Unknown` is drawn by the block list itself. */
export type BlockType = KnownBlock['type'];

/** The block of one kind, as its renderer receives it. */
export type BlockOf<Type extends BlockType> = Extract<KnownBlock, { type: Type }>;

export interface BlockRendererProps<Type extends BlockType> {
  readonly block: BlockOf<Type>;
}

/**
 * One renderer per content block type; a site may override entries (DESIGN.md: pluggable
 * renderers). Renderers read the page-wide settings (link context, anchors) with
 * `useBlockSettings`.
 */
export type BlockRegistry = {
  readonly [Type in BlockType]: ComponentType<BlockRendererProps<Type>>;
};
