import { baseEn } from './areas/base.en';
import { blocksEn } from './areas/blocks.en';
import { catalogueEn } from './areas/catalogue.en';
import { comparisonEn } from './areas/comparison.en';
import { furnitureEn } from './areas/furniture.en';
import { navigationEn } from './areas/navigation.en';
import { newsEn } from './areas/news.en';
import { searchEn } from './areas/search.en';
import { headerEn } from './areas/header.en';
import { storiesEn } from './areas/stories.en';
import { finderEn } from './areas/finder.en';
import type { Messages } from './Messages';

/** The English texts, area by area (each area keeps its texts in a file of its own), but
 * those of the page modules, the style guide and the password gate, which load with their parts
 * (`module-texts.ts`). */
export const enAreas = [
  baseEn,
  furnitureEn,
  blocksEn,
  navigationEn,
  catalogueEn,
  comparisonEn,
  searchEn,
  headerEn,
  storiesEn,
  newsEn,
  finderEn,
] as const;

export const messagesEn: Messages = Object.assign({}, ...enAreas);
