import type { NavigationLink } from '../navigation/NavigationLink';
import type { BodyBlock } from './BodyBlock';

/** The links a block holds (its teasers' links, a hero's actions; `null` where there is none). */
export function blockLinks(block: BodyBlock): readonly (NavigationLink | null)[] {
  switch (block.type) {
    case 'Teaser':
      return [block.teaser.link];
    case 'Teasers':
      return block.teasers.map((teaser) => teaser.link);
    case 'Hero':
      return [block.callToAction, block.secondaryAction];
    default:
      return [];
  }
}
