import { baseFr } from './areas/base.fr';
import { blocksFr } from './areas/blocks.fr';
import { catalogueFr } from './areas/catalogue.fr';
import { comparisonFr } from './areas/comparison.fr';
import { furnitureFr } from './areas/furniture.fr';
import { navigationFr } from './areas/navigation.fr';
import { newsFr } from './areas/news.fr';
import { searchFr } from './areas/search.fr';
import { headerFr } from './areas/header.fr';
import { storiesFr } from './areas/stories.fr';
import { finderFr } from './areas/finder.fr';
import type { Messages } from './Messages';

/** The French texts, area by area (each area keeps its texts in a file of its own), but
 * those of the page modules, the style guide and the password gate, which load with their parts
 * (`module-texts.ts`). */
const frAreas = [
  baseFr,
  furnitureFr,
  blocksFr,
  navigationFr,
  catalogueFr,
  comparisonFr,
  searchFr,
  headerFr,
  storiesFr,
  newsFr,
  finderFr,
] as const;

export const messagesFr: Messages = Object.assign({}, ...frAreas);
