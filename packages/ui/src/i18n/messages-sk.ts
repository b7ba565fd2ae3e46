import { baseSk } from './areas/base.sk';
import { blocksSk } from './areas/blocks.sk';
import { catalogueSk } from './areas/catalogue.sk';
import { comparisonSk } from './areas/comparison.sk';
import { furnitureSk } from './areas/furniture.sk';
import { navigationSk } from './areas/navigation.sk';
import { newsSk } from './areas/news.sk';
import { searchSk } from './areas/search.sk';
import { headerSk } from './areas/header.sk';
import { storiesSk } from './areas/stories.sk';
import { finderSk } from './areas/finder.sk';
import type { Messages } from './Messages';

/** The Slovak texts, area by area (each area keeps its texts in a file of its own), but
 * those of the page modules, the style guide and the password gate, which load with their parts
 * (`module-texts.ts`). */
const skAreas = [
  baseSk,
  furnitureSk,
  blocksSk,
  navigationSk,
  catalogueSk,
  comparisonSk,
  searchSk,
  headerSk,
  storiesSk,
  newsSk,
  finderSk,
] as const;

export const messagesSk: Messages = Object.assign({}, ...skAreas);
