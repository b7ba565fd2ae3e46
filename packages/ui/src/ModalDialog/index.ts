export { ModalDialog } from './ModalDialog';
export type { ModalDialogProps, ModalDialogTitleProps } from './ModalDialog';
