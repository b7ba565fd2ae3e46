export { AccessStatusChip } from './AccessStatusChip';
export type { AccessStatusChipProps } from './AccessStatusChip';
