import { useBlockSettings } from './BlockSettings';

/**
 * The title of a titled block as a level-2 heading, with the id the anchor navigation links to
 * (from the page outline; none when the block is drawn outside a content page).
 */
export function BlockTitle({ blockId, title }: { blockId: string; title: string | null }) {
  const { titleAnchors } = useBlockSettings();
  if (title === null || title.trim() === '') return null;
  const id = Object.hasOwn(titleAnchors, blockId) ? titleAnchors[blockId] : undefined;
  return (
    <h2 className="block-title" {...(id !== undefined && { id })}>
      {title}
    </h2>
  );
}
