import { baseJa } from './areas/base.ja';
import { blocksJa } from './areas/blocks.ja';
import { catalogueJa } from './areas/catalogue.ja';
import { comparisonJa } from './areas/comparison.ja';
import { furnitureJa } from './areas/furniture.ja';
import { navigationJa } from './areas/navigation.ja';
import { newsJa } from './areas/news.ja';
import { searchJa } from './areas/search.ja';
import { headerJa } from './areas/header.ja';
import { storiesJa } from './areas/stories.ja';
import { finderJa } from './areas/finder.ja';
import type { Messages } from './Messages';

/** The Japanese texts, area by area (each area keeps its texts in a file of its own), but
 * those of the page modules, the style guide and the password gate, which load with their parts
 * (`module-texts.ts`). */
const jaAreas = [
  baseJa,
  furnitureJa,
  blocksJa,
  navigationJa,
  catalogueJa,
  comparisonJa,
  searchJa,
  headerJa,
  storiesJa,
  newsJa,
  finderJa,
] as const;

export const messagesJa: Messages = Object.assign({}, ...jaAreas);
