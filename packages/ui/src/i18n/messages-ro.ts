import { baseRo } from './areas/base.ro';
import { blocksRo } from './areas/blocks.ro';
import { catalogueRo } from './areas/catalogue.ro';
import { comparisonRo } from './areas/comparison.ro';
import { furnitureRo } from './areas/furniture.ro';
import { navigationRo } from './areas/navigation.ro';
import { newsRo } from './areas/news.ro';
import { searchRo } from './areas/search.ro';
import { headerRo } from './areas/header.ro';
import { storiesRo } from './areas/stories.ro';
import { finderRo } from './areas/finder.ro';
import type { Messages } from './Messages';

/** The Romanian texts, area by area (each area keeps its texts in a file of its own), but
 * those of the page modules, the style guide and the password gate, which load with their parts
 * (`module-texts.ts`). */
const roAreas = [
  baseRo,
  furnitureRo,
  blocksRo,
  navigationRo,
  catalogueRo,
  comparisonRo,
  searchRo,
  headerRo,
  storiesRo,
  newsRo,
  finderRo,
] as const;

export const messagesRo: Messages = Object.assign({}, ...roAreas);
