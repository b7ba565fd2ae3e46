import { baseHu } from './areas/base.hu';
import { blocksHu } from './areas/blocks.hu';
import { catalogueHu } from './areas/catalogue.hu';
import { comparisonHu } from './areas/comparison.hu';
import { furnitureHu } from './areas/furniture.hu';
import { navigationHu } from './areas/navigation.hu';
import { newsHu } from './areas/news.hu';
import { searchHu } from './areas/search.hu';
import { headerHu } from './areas/header.hu';
import { storiesHu } from './areas/stories.hu';
import { finderHu } from './areas/finder.hu';
import type { Messages } from './Messages';

/** The Hungarian texts, area by area (each area keeps its texts in a file of its own), but
 * those of the page modules, the style guide and the password gate, which load with their parts
 * (`module-texts.ts`). */
const huAreas = [
  baseHu,
  furnitureHu,
  blocksHu,
  navigationHu,
  catalogueHu,
  comparisonHu,
  searchHu,
  headerHu,
  storiesHu,
  newsHu,
  finderHu,
] as const;

export const messagesHu: Messages = Object.assign({}, ...huAreas);
