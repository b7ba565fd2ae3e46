export { ComparePanel } from './ComparePanel';
export type { ComparePanelProps } from './ComparePanel';
export { ComparePanelBasket } from './ComparePanelBasket';
export type { ComparePanelBasketProps } from './ComparePanelBasket';
export { ComparePanelGroup } from './ComparePanelGroup';
export type { ComparePanelGroupProps } from './ComparePanelGroup';
export type { PanelGroup } from './compare-panel-view-model';
