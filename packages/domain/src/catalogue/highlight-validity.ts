import { isMissingMedia } from './image-placeholder';
import type { Highlight } from './Product';

/** Spec public-site 5: a highlight needs a name and either an image or a video. */
export function isValidHighlight(highlight: Pick<Highlight, 'name' | 'image' | 'video'>): boolean {
  return (
    highlight.name.trim() !== '' &&
    (!isMissingMedia(highlight.image) || !isMissingMedia(highlight.video))
  );
}

export function validHighlights<Item extends Pick<Highlight, 'name' | 'image' | 'video'>>(
  highlights: readonly Item[],
): readonly Item[] {
  return highlights.filter(isValidHighlight);
}
