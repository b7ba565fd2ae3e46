import { baseZh } from './areas/base.zh';
import { blocksZh } from './areas/blocks.zh';
import { catalogueZh } from './areas/catalogue.zh';
import { comparisonZh } from './areas/comparison.zh';
import { furnitureZh } from './areas/furniture.zh';
import { navigationZh } from './areas/navigation.zh';
import { newsZh } from './areas/news.zh';
import { searchZh } from './areas/search.zh';
import { headerZh } from './areas/header.zh';
import { storiesZh } from './areas/stories.zh';
import { finderZh } from './areas/finder.zh';
import type { Messages } from './Messages';

/** The Chinese (simplified) texts, area by area (each area keeps its texts in a file of its own), but
 * those of the page modules, the style guide and the password gate, which load with their parts
 * (`module-texts.ts`). */
const zhAreas = [
  baseZh,
  furnitureZh,
  blocksZh,
  navigationZh,
  catalogueZh,
  comparisonZh,
  searchZh,
  headerZh,
  storiesZh,
  newsZh,
  finderZh,
] as const;

export const messagesZh: Messages = Object.assign({}, ...zhAreas);
