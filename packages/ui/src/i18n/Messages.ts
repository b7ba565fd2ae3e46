import type { baseEn } from './areas/base.en';
import type { blocksEn } from './areas/blocks.en';
import type { catalogueEn } from './areas/catalogue.en';
import type { comparisonEn } from './areas/comparison.en';
import type { formsEn } from './areas/forms.en';
import type { furnitureEn } from './areas/furniture.en';
import type { modulesEn } from './areas/modules.en';
import type { navigationEn } from './areas/navigation.en';
import type { newsEn } from './areas/news.en';
import type { searchEn } from './areas/search.en';
import type { storiesEn } from './areas/stories.en';

/** Every visitor-facing text of the ui, by key. English and German are complete. */
export type MessageKey =
  | keyof typeof baseEn
  | keyof typeof furnitureEn
  | keyof typeof blocksEn
  | keyof typeof modulesEn
  | keyof typeof navigationEn
  | keyof typeof catalogueEn
  | keyof typeof comparisonEn
  | keyof typeof searchEn
  | keyof typeof storiesEn
  | keyof typeof newsEn
  | keyof typeof formsEn;

export type Messages = Readonly<Record<MessageKey, string>>;
export type UiLanguage = 'en' | 'de';
