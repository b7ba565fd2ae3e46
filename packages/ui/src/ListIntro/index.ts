export { ListIntro } from './ListIntro';
export type { ListIntroProps } from './ListIntro';
