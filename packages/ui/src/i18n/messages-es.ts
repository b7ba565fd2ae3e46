import { baseEs } from './areas/base.es';
import { blocksEs } from './areas/blocks.es';
import { catalogueEs } from './areas/catalogue.es';
import { comparisonEs } from './areas/comparison.es';
import { furnitureEs } from './areas/furniture.es';
import { navigationEs } from './areas/navigation.es';
import { newsEs } from './areas/news.es';
import { searchEs } from './areas/search.es';
import { headerEs } from './areas/header.es';
import { storiesEs } from './areas/stories.es';
import { finderEs } from './areas/finder.es';
import type { Messages } from './Messages';

/** The Spanish texts, area by area (each area keeps its texts in a file of its own), but
 * those of the page modules, the style guide and the password gate, which load with their parts
 * (`module-texts.ts`). */
const esAreas = [
  baseEs,
  furnitureEs,
  blocksEs,
  navigationEs,
  catalogueEs,
  comparisonEs,
  searchEs,
  headerEs,
  storiesEs,
  newsEs,
  finderEs,
] as const;

export const messagesEs: Messages = Object.assign({}, ...esAreas);
