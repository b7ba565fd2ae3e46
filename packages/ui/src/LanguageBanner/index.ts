export { LanguageBanner, languageBannerStorageKey } from './LanguageBanner';
export type { LanguageBannerProps } from './LanguageBanner';
