import * as RadixDialog from '@radix-ui/react-dialog';
import { type FormEventHandler, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { FormLayout } from '../Page';
import { useTheme } from '../theme';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Called with false on Esc, the close button or a click outside. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  size?: 'normal' | 'wide';
}

/**
 * A modal dialog (Radix): aria-modal, focus kept inside while open and given back to the opener after,
 * Esc closes, the page behind is inert.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'normal',
}: DialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  // Radix gives the focus back to its own Trigger; these dialogs are opened by any control, so the
  // element focused when the dialog opened gets it back instead.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} data-theme={theme} />
        <RadixDialog.Content
          className={[styles.content, size === 'wide' ? styles.wide : ''].filter(Boolean).join(' ')}
          data-theme={theme}
          aria-modal="true"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          // Without a description Radix would warn; the title alone names the dialog.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="sm">
                {t('common.close')}
              </Button>
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description asChild>
              <div className={styles.description}>{description}</div>
            </RadixDialog.Description>
          )}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The step cannot be undone (delete, stop access): the confirm button is red. */
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a step; the focus starts on Close, so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger = false,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={title}
      description={children}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {cancelLabel ?? t('ui.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

export interface FormDialogProps {
  /** The dialog's heading and accessible name. */
  title: string;
  description?: ReactNode;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The save button's label (the form's own verb: Save, Approve...). */
  saveLabel: string;
  cancelLabel?: string;
  /** A save is under way: the save button shows it and cannot be pressed again. */
  saving: boolean;
  size?: DialogProps['size'];
  children: ReactNode;
}

/** A form in a dialog: its fields, then Cancel and the form's own save button. */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  saveLabel,
  cancelLabel,
  saving,
  size,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      {...(size ? { size } : {})}
    >
      <FormLayout
        onSubmit={onSubmit}
        actions={
          <>
            <Button variant="ghost" onClick={onClose}>
              {cancelLabel ?? t('ui.cancel')}
            </Button>
            <Button type="submit" variant="primary" loading={saving}>
              {saveLabel}
            </Button>
          </>
        }
      >
        {children}
      </FormLayout>
    </Dialog>
  );
}
