/** Spec public-site 2.2 and 3.5: the two catalogues, each named after the first segment of its routes. */
export const catalogueKinds = {
  products: 'products',
  services: 'services',
} as const;

export type CatalogueKind = (typeof catalogueKinds)[keyof typeof catalogueKinds];
