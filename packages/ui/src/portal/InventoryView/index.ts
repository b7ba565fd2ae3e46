export { InventoryView } from './InventoryView';
export type { InventoryViewProps } from './InventoryView';
export type { InventoryViewState } from './inventory-state';
