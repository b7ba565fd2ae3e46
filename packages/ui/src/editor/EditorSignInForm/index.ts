export { EditorSignInForm } from './EditorSignInForm';
export type { EditorSignInFailure, EditorSignInFormProps } from './EditorSignInForm';
