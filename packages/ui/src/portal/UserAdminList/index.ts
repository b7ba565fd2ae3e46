export { UserAdminList } from './UserAdminList';
export type { UserAdminListProps, UserAdminListState } from './UserAdminList';
