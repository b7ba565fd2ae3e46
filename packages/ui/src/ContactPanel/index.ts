export { ContactPanel, placeholderContact } from './ContactPanel';
export type { ContactPanelProps } from './ContactPanel';
