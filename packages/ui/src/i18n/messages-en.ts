import { baseEn } from './areas/base.en';
import { blocksEn } from './areas/blocks.en';
import { catalogueEn } from './areas/catalogue.en';
import { comparisonEn } from './areas/comparison.en';
import { formsEn } from './areas/forms.en';
import { furnitureEn } from './areas/furniture.en';
import { modulesEn } from './areas/modules.en';
import { navigationEn } from './areas/navigation.en';
import { newsEn } from './areas/news.en';
import { searchEn } from './areas/search.en';
import { storiesEn } from './areas/stories.en';
import type { Messages } from './Messages';

/** The English texts, area by area (each area keeps its texts in a file of its own). */
export const enAreas = [
  baseEn,
  furnitureEn,
  blocksEn,
  modulesEn,
  navigationEn,
  catalogueEn,
  comparisonEn,
  searchEn,
  storiesEn,
  newsEn,
  formsEn,
] as const;

export const messagesEn: Messages = Object.assign({}, ...enAreas);
