export { CoverHero } from './CoverHero';
export type { CoverHeroProps } from './CoverHero';
