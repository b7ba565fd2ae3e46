export { PasswordGatePage } from './PasswordGatePage';
export type { PasswordGatePageProps } from './PasswordGatePage';
