export { SideButtons } from './SideButtons';
export type { SideButtonsProps } from './SideButtons';
