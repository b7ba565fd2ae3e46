export { AddToComparisonButton } from './AddToComparisonButton';
export type { AddToComparisonButtonProps } from './AddToComparisonButton';
