export { DeleteAccount } from './DeleteAccount';
export type { DeleteAccountProps } from './DeleteAccount';
