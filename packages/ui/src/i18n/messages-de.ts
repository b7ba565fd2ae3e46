import { baseDe } from './areas/base.de';
import { blocksDe } from './areas/blocks.de';
import { catalogueDe } from './areas/catalogue.de';
import { comparisonDe } from './areas/comparison.de';
import { furnitureDe } from './areas/furniture.de';
import { navigationDe } from './areas/navigation.de';
import { newsDe } from './areas/news.de';
import { searchDe } from './areas/search.de';
import { headerDe } from './areas/header.de';
import { storiesDe } from './areas/stories.de';
import { finderDe } from './areas/finder.de';
import type { Messages } from './Messages';

/** The German texts, area by area (each area keeps its texts in a file of its own), but
 * those of the page modules, the style guide and the password gate, which load with their parts
 * (`module-texts.ts`). */
const deAreas = [
  baseDe,
  furnitureDe,
  blocksDe,
  navigationDe,
  catalogueDe,
  comparisonDe,
  searchDe,
  headerDe,
  storiesDe,
  newsDe,
  finderDe,
] as const;

export const messagesDe: Messages = Object.assign({}, ...deAreas);
