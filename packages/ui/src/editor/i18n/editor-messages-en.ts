import { editorFrameEn } from './editor-frame.en';
import { editorPreviewEn } from './editor-preview.en';
import { editorSignInEn } from './editor-sign-in.en';
import { editorTranslationEn } from './editor-translation.en';
import { editorTreeEn } from './editor-tree.en';
import type { EditorMessages } from './EditorMessages';

/** The editor area's texts, area by area. */
export const editorEnAreas = [
  editorFrameEn,
  editorSignInEn,
  editorTreeEn,
  editorTranslationEn,
  editorPreviewEn,
] as const;

export const editorMessagesEn: EditorMessages = Object.assign({}, ...editorEnAreas);
