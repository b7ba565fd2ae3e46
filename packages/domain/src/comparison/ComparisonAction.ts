/** Spec public-site 4: the actions on the comparison basket. */
export const comparisonActionTypes = {
  addProduct: 'addProduct',
  removeProduct: 'removeProduct',
  removeAllOfProduct: 'removeAllOfProduct',
  removeGroup: 'removeGroup',
  changeVariant: 'changeVariant',
} as const;

export type ComparisonActionType =
  (typeof comparisonActionTypes)[keyof typeof comparisonActionTypes];

export type ComparisonAction =
  | {
      readonly type: typeof comparisonActionTypes.addProduct;
      /** Made before dispatch (see `addToComparison`) so the reducer stays pure. */
      readonly key: string;
      readonly classificationSlug: string;
      readonly slug: string;
      readonly variantId: string | null;
      readonly name: string;
    }
  | { readonly type: typeof comparisonActionTypes.removeProduct; readonly key: string }
  | { readonly type: typeof comparisonActionTypes.removeAllOfProduct; readonly slug: string }
  | { readonly type: typeof comparisonActionTypes.removeGroup; readonly classificationSlug: string }
  | {
      readonly type: typeof comparisonActionTypes.changeVariant;
      readonly key: string;
      readonly variantId: string | null;
    };
