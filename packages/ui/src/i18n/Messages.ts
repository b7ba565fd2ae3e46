import type { catalogueMessages } from './areas/catalogue';
import type { comparisonMessages } from './areas/comparison';
import type { searchMessages } from './areas/search';
import type { storiesMessages } from './areas/stories';
import type { newsMessages } from './areas/news';
import type { baseMessages } from './areas/base';
import type { blocksMessages } from './areas/blocks';
import type { furnitureMessages } from './areas/furniture';
import type { modulesMessages } from './areas/modules';
import type { navigationMessages } from './areas/navigation';

type KeysOf<T extends { readonly en: object }> = keyof T['en'];

/** Every visitor-facing text of the ui, by key. English and German are complete. */
export type MessageKey =
  | KeysOf<typeof baseMessages>
  | KeysOf<typeof furnitureMessages>
  | KeysOf<typeof blocksMessages>
  | KeysOf<typeof modulesMessages>
  | KeysOf<typeof navigationMessages>
  | KeysOf<typeof catalogueMessages>
  | KeysOf<typeof comparisonMessages>
  | KeysOf<typeof searchMessages>
  | KeysOf<typeof storiesMessages>
  | KeysOf<typeof newsMessages>;

export type Messages = Readonly<Record<MessageKey, string>>;
export type UiLanguage = 'en' | 'de';
