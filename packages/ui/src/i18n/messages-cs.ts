import { baseCs } from './areas/base.cs';
import { blocksCs } from './areas/blocks.cs';
import { catalogueCs } from './areas/catalogue.cs';
import { comparisonCs } from './areas/comparison.cs';
import { furnitureCs } from './areas/furniture.cs';
import { navigationCs } from './areas/navigation.cs';
import { newsCs } from './areas/news.cs';
import { searchCs } from './areas/search.cs';
import { headerCs } from './areas/header.cs';
import { storiesCs } from './areas/stories.cs';
import { finderCs } from './areas/finder.cs';
import type { Messages } from './Messages';

/** The Czech texts, area by area (each area keeps its texts in a file of its own), but
 * those of the page modules, the style guide and the password gate, which load with their parts
 * (`module-texts.ts`). */
const csAreas = [
  baseCs,
  furnitureCs,
  blocksCs,
  navigationCs,
  catalogueCs,
  comparisonCs,
  searchCs,
  headerCs,
  storiesCs,
  newsCs,
  finderCs,
] as const;

export const messagesCs: Messages = Object.assign({}, ...csAreas);
