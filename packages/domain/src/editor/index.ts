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
