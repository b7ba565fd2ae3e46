import type { editorFrameEn } from './editor-frame.en';
import type { editorPreviewEn } from './editor-preview.en';
import type { editorSignInEn } from './editor-sign-in.en';
import type { editorTranslationEn } from './editor-translation.en';
import type { editorTreeEn } from './editor-tree.en';

/**
 * Every text of the editor area, by key: a catalogue of its own, loaded with the area's script
 * part, so public pages never download it. English and German are complete.
 */
export type EditorMessageKey =
  | keyof typeof editorFrameEn
  | keyof typeof editorSignInEn
  | keyof typeof editorTreeEn
  | keyof typeof editorTranslationEn
  | keyof typeof editorPreviewEn;

export type EditorMessages = Readonly<Record<EditorMessageKey, string>>;
