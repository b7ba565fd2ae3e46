export { TranslationPanel } from './TranslationPanel';
export type { TranslationFailure, TranslationPanelProps } from './TranslationPanel';
export { SubtreeStart } from './SubtreeStart';
export type { SubtreeRunView, SubtreeStartProps } from './SubtreeStart';
export { ResetConfirm } from './ResetConfirm';
export type { ResetConfirmProps } from './ResetConfirm';
