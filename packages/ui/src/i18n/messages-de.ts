import { baseDe } from './areas/base.de';
import { blocksDe } from './areas/blocks.de';
import { catalogueDe } from './areas/catalogue.de';
import { comparisonDe } from './areas/comparison.de';
import { formsDe } from './areas/forms.de';
import { furnitureDe } from './areas/furniture.de';
import { modulesDe } from './areas/modules.de';
import { navigationDe } from './areas/navigation.de';
import { newsDe } from './areas/news.de';
import { searchDe } from './areas/search.de';
import { storiesDe } from './areas/stories.de';
import type { Messages } from './Messages';

/** The German texts, area by area (each area keeps its texts in a file of its own). */
const deAreas = [
  baseDe,
  furnitureDe,
  blocksDe,
  modulesDe,
  navigationDe,
  catalogueDe,
  comparisonDe,
  searchDe,
  storiesDe,
  newsDe,
  formsDe,
] as const;

export const messagesDe: Messages = Object.assign({}, ...deAreas);
