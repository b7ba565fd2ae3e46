export { UserAdminFailure } from './UserAdminFailure';
export type { UserAdminFailureProps } from './UserAdminFailure';
