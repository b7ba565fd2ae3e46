import { editorFrameDe } from './editor-frame.de';
import { editorPreviewDe } from './editor-preview.de';
import { editorSignInDe } from './editor-sign-in.de';
import { editorTranslationDe } from './editor-translation.de';
import { editorTreeDe } from './editor-tree.de';
import type { EditorMessages } from './EditorMessages';

/** The editor area's texts, area by area. */
const editorDeAreas = [
  editorFrameDe,
  editorSignInDe,
  editorTreeDe,
  editorTranslationDe,
  editorPreviewDe,
] as const;

export const editorMessagesDe: EditorMessages = Object.assign({}, ...editorDeAreas);
