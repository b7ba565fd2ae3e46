export { EmailLinkGenerator } from './EmailLinkGenerator';
export type { EmailLinkGeneratorProps } from './EmailLinkGenerator';
