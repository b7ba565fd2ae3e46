// The editor area's components and texts: an entry of its own, so public pages never load it.
export { EditorMessagesProvider, useEditorMessages } from './i18n/EditorMessagesProvider';
export { loadEditorMessages } from './i18n/load-editor-messages';
export { editorMessagesFor } from './i18n/editor-messages-for';
export type { EditorMessageKey, EditorMessages } from './i18n/EditorMessages';
// --- frame ---
export { EditorFrame } from './EditorFrame';
export type { EditorChoiceChange, EditorFrameChoices, EditorFrameProps } from './EditorFrame';
// --- sign-in ---
export { EditorSignInForm } from './EditorSignInForm';
export type { EditorSignInFailure, EditorSignInFormProps } from './EditorSignInForm';
// --- page tree ---
export { TranslationStateChip } from './TranslationStateChip';
export type { TranslationStateChipProps } from './TranslationStateChip';
export { PageTreeView } from './PageTree';
export { PageTreeFilters } from './PageTreeFilters';
export type { PageTreeLoad, PageTreeViewProps } from './PageTree';
// --- translation ---
export { ResetConfirm, SubtreeStart, TranslationPanel } from './TranslationPanel';
export { TranslationTable } from './TranslationPanel/TranslationTable';
export type {
  ResetConfirmProps,
  SubtreeRunView,
  SubtreeStartProps,
  TranslationFailure,
  TranslationPanelProps,
} from './TranslationPanel';
// --- preview ---
export { DraftPreview } from './DraftPreview';
export { previewMarkup } from './DraftPreview/preview-markup';
export type {
  DraftPreviewProps,
  KnownBlockType,
  PreviewBlock,
  PreviewPage,
  PreviewState,
} from './DraftPreview';
