export { NotRegistered } from './NotRegistered';
export type { NotRegisteredProps } from './NotRegistered';
