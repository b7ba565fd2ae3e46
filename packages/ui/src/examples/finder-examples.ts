import type { PageView } from '@kmx/domain/view';
import { exampleCatalogueProducts, exampleClassificationView } from './catalogue-examples';

type ClassificationView = Extract<PageView, { kind: 'classification' }>;

/** `/en-ch/products`: the catalogue root with its finder, page 2 of 3, nothing narrowed. */
export const exampleCatalogueRootView: ClassificationView = {
  ...exampleClassificationView,
  classification: {
    ...exampleClassificationView.classification,
    name: 'Products',
    slug: 'products',
    parent: null,
    route: '/products',
    description: null,
    lineage: [],
  },
  products: exampleCatalogueProducts,
  finder: {
    classifications: [
      { slug: 'wire-processing', name: 'Wire processing', depth: 0 },
      { slug: 'cut-and-strip', name: 'Cut and strip', depth: 1 },
      { slug: 'crimping', name: 'Crimping', depth: 1 },
      { slug: 'quality-assurance', name: 'Quality assurance', depth: 0 },
    ],
    capabilities: [
      { slug: 'crimping', name: 'Crimping', depth: 0 },
      { slug: 'wire-stripping', name: 'Wire stripping', depth: 0 },
    ],
    choice: { classification: null, capability: null, page: 2 },
    total: 27,
    pageCount: 3,
  },
};

const rootFinder = exampleCatalogueRootView.finder ?? {
  classifications: [],
  capabilities: [],
  choice: { classification: null, capability: null, page: 1 },
  total: 0,
  pageCount: 1,
};

/** The root narrowed to one classification and capability: one page of two products. */
export const exampleNarrowedCatalogueRootView: ClassificationView = {
  ...exampleCatalogueRootView,
  products: exampleCatalogueProducts.slice(0, 2),
  finder: {
    ...rootFinder,
    choice: { classification: 'cut-and-strip', capability: 'wire-stripping', page: 1 },
    total: 2,
    pageCount: 1,
  },
};

/** The root narrowed to a choice no product matches. */
export const exampleEmptyFinderView: ClassificationView = {
  ...exampleNarrowedCatalogueRootView,
  products: [],
  finder: {
    ...rootFinder,
    choice: { classification: 'quality-assurance', capability: 'crimping', page: 1 },
    total: 0,
    pageCount: 1,
  },
};
