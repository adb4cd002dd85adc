export { Dialog, ConfirmDialog, type DialogProps, type ConfirmDialogProps } from './Dialog';
