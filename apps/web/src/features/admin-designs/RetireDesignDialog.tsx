import { useTranslation } from 'react-i18next';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { ConfirmDialog } from '../../ui/Dialog';
import { useSetDesignRetiredMutation } from './designsAdminApi';

/** The design a retire or restore is asked for. */
export interface RetireTarget {
  id: string;
  designNumber: string;
  retired: boolean;
  version?: number;
}

/** Asks before retiring (or restoring) a design, then says what happened. */
export function RetireDesignDialog({
  target,
  onClose,
  onDone,
}: {
  target: RetireTarget | null;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [setRetired, { isLoading }] = useSetDesignRetiredMutation();
  const retiring = target !== null && !target.retired;
  const design = target?.designNumber ?? '';

  const confirm = async () => {
    if (!target || isLoading) return;
    try {
      await setRetired({ id: target.id, retired: retiring, version: target.version }).unwrap();
      feedback.succeeded(
        retiring ? t('designs.retire.retired', { design }) : t('designs.retire.restored', { design }),
      );
      onDone?.();
    } catch (error) {
      feedback.failed(error);
    }
    onClose();
  };

  return (
    <ConfirmDialog
      open={target !== null}
      title={
        retiring ? t('designs.retire.confirmTitle', { design }) : t('designs.retire.restoreTitle', { design })
      }
      confirmLabel={retiring ? t('designs.list.retire') : t('designs.list.restore')}
      danger={retiring}
      pending={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {retiring ? t('designs.retire.confirmText') : t('designs.retire.restoreText')}
    </ConfirmDialog>
  );
}
