export { comparisonBasketStorageKey, emptyComparisonBasket } from './ComparisonBasket';
export type { ComparedProduct, ComparisonBasket, ComparisonGroup } from './ComparisonBasket';
export type { ComparisonAction, ComparisonActionType } from './ComparisonAction';
export { newComparisonKey } from './comparison-key';
export {
  addToComparison,
  changeComparedVariant,
  removeComparisonGroup,
  removeFromComparison,
} from './comparison-actions';
export type { ProductToCompare } from './comparison-actions';
export { isInComparison, toggleInComparison } from './comparison-toggle';
export { comparisonBasketReducer } from './comparison-basket-reducer';
export { parseStoredBasket, serializeBasket } from './stored-basket';
export { comparedProductName } from './compared-product-name';
export { comparisonGroupOf } from './comparison-group';
export { comparisonSpecifications } from './specification-filter';
export type { SpecificationFilter } from './specification-filter';
export { maxComparedSlugs } from './comparison-request';
