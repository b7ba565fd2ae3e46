import type { MappedLanguage } from '@kmx/domain/translation';
import type { baseEn } from './areas/base.en';
import type { blocksEn } from './areas/blocks.en';
import type { catalogueEn } from './areas/catalogue.en';
import type { comparisonEn } from './areas/comparison.en';
import type { furnitureEn } from './areas/furniture.en';
import type { modulesEn } from './areas/modules.en';
import type { navigationEn } from './areas/navigation.en';
import type { newsEn } from './areas/news.en';
import type { searchEn } from './areas/search.en';
import type { headerEn } from './areas/header.en';
import type { storiesEn } from './areas/stories.en';
import type { finderEn } from './areas/finder.en';

/**
 * Every visitor-facing text of the ui, by key; every language of the sites has them all. The
 * visitors' forms keep theirs apart (`forms/forms-texts.ts`): they load with the forms' code.
 */
export type MessageKey =
  | keyof typeof baseEn
  | keyof typeof furnitureEn
  | keyof typeof blocksEn
  | keyof typeof modulesEn
  | keyof typeof navigationEn
  | keyof typeof catalogueEn
  | keyof typeof comparisonEn
  | keyof typeof searchEn
  | keyof typeof headerEn
  | keyof typeof storiesEn
  | keyof typeof newsEn
  | keyof typeof finderEn;

export type Messages = Readonly<Record<MessageKey, string>>;
/** The languages of the sites (spec public-site 3.1), each with the ui's texts of its own. */
export type UiLanguage = MappedLanguage;
