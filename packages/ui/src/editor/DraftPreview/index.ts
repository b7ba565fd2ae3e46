export { DraftPreview } from './DraftPreview';
export type { DraftPreviewProps } from './DraftPreview';
export type { KnownBlockType, PreviewBlock, PreviewPage, PreviewState } from './PreviewPage';
