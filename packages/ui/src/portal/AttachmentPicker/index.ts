export { AttachmentPicker } from './AttachmentPicker';
export type { AttachmentPickerProps } from './AttachmentPicker';
export type { AttachmentItem, AttachmentState } from './AttachmentItem';
