export {
  Dialog,
  ConfirmDialog,
  FormDialog,
  type DialogProps,
  type ConfirmDialogProps,
  type FormDialogProps,
} from './Dialog';
