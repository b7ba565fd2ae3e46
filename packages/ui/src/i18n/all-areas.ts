import { catalogueMessages } from './areas/catalogue';
import { comparisonMessages } from './areas/comparison';
import { searchMessages } from './areas/search';
import { storiesMessages } from './areas/stories';
import { newsMessages } from './areas/news';
import { baseMessages } from './areas/base';
import { blocksMessages } from './areas/blocks';
import { furnitureMessages } from './areas/furniture';
import { modulesMessages } from './areas/modules';
import { navigationMessages } from './areas/navigation';

/** Each area keeps its texts in a file of its own; the catalogues are their union. */
export const allAreas = [
  baseMessages,
  furnitureMessages,
  blocksMessages,
  modulesMessages,
  navigationMessages,
  catalogueMessages,
  comparisonMessages,
  searchMessages,
  storiesMessages,
  newsMessages,
] as const;
