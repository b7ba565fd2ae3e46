export { FlashMessage } from './FlashMessage';
export type { FlashMessageProps } from './FlashMessage';
