import { basePt } from './areas/base.pt';
import { blocksPt } from './areas/blocks.pt';
import { cataloguePt } from './areas/catalogue.pt';
import { comparisonPt } from './areas/comparison.pt';
import { furniturePt } from './areas/furniture.pt';
import { navigationPt } from './areas/navigation.pt';
import { newsPt } from './areas/news.pt';
import { searchPt } from './areas/search.pt';
import { headerPt } from './areas/header.pt';
import { storiesPt } from './areas/stories.pt';
import { finderPt } from './areas/finder.pt';
import type { Messages } from './Messages';

/** The Portuguese (Brazil) texts, area by area (each area keeps its texts in a file of its own), but
 * those of the page modules, the style guide and the password gate, which load with their parts
 * (`module-texts.ts`). */
const ptAreas = [
  basePt,
  furniturePt,
  blocksPt,
  navigationPt,
  cataloguePt,
  comparisonPt,
  searchPt,
  headerPt,
  storiesPt,
  newsPt,
  finderPt,
] as const;

export const messagesPt: Messages = Object.assign({}, ...ptAreas);
