export {
  editorAccessReducer,
  editorAccessStatuses,
  editorCookieExpiry,
  editorCookieLifetimeDays,
  editorCookieLifetimeMs,
  initialEditorAccess,
} from './editor-access';
export type {
  EditorAccess,
  EditorAccessAction,
  EditorAccessStatus,
  EditorCookieAction,
} from './editor-access';
export { passwordGateError } from './password-gate';
export type {
  EditorNavigation,
  EditorPage,
  EditorPageTranslation,
  EditorSite,
  EditorTreeItem,
} from './EditorPage';
export { editorRequestHeader, editorRequestHeaderValue } from './editor-request';
export { editorChoice, editorSearch, pageStateFilters, parseEditorAddress } from './editor-address';
export type { EditorAddress, EditorChoice, PageStateFilter } from './editor-address';
export { editorPageTree } from './editor-page-tree';
export {
  editorPageState,
  filterPageTree,
  needsTranslationIn,
  subtreePages,
  translationNeeds,
  treePages,
} from './page-tree-filter';
export type { FilteredTreeItem, PageTreeFilter, TranslationNeed } from './page-tree-filter';
export { sourceChangedSinceExport } from './source-changed';
export {
  pageStartAnswered,
  pagesToStart,
  subtreeProgressOf,
  subtreeStartFinished,
} from './subtree-start';
export type { SubtreeProgress } from './subtree-start';
