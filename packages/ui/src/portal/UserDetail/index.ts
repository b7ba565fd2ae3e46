export { UserDetail } from './UserDetail';
export type { UserDetailFailure, UserDetailProps, UserDetailState } from './UserDetail';
export type { AccessChange } from './user-detail-change';
