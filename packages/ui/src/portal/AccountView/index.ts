export { AccountView } from './AccountView';
export type { AccountViewProps, AccountViewState } from './AccountView';
