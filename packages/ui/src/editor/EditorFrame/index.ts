export { EditorFrame } from './EditorFrame';
export type { EditorChoiceChange, EditorFrameChoices, EditorFrameProps } from './EditorFrame';
