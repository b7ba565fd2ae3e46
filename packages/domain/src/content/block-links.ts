import type { NavigationLink } from '../navigation/NavigationLink';
import type { BodyBlock } from './BodyBlock';

/** The links a block holds (its teasers' links; `null` where a teaser has none). */
export function blockLinks(block: BodyBlock): readonly (NavigationLink | null)[] {
  switch (block.type) {
    case 'Teaser':
      return [block.teaser.link];
    case 'Teasers':
      return block.teasers.map((teaser) => teaser.link);
    default:
      return [];
  }
}
