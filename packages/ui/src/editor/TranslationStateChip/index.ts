export { TranslationStateChip } from './TranslationStateChip';
export type { TranslationStateChipProps } from './TranslationStateChip';
