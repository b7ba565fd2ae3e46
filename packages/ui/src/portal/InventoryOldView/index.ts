export { InventoryOldView } from './InventoryOldView';
export type { InventoryOldViewProps } from './InventoryOldView';
