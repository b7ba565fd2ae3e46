export { DialogHeader } from './DialogHeader';
export type { DialogHeaderProps } from './DialogHeader';
