import type { DesignAuditEntry } from '@atelier/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { DesignAuditTable } from './DesignAuditTable';

/** A refused save (409): what was saved since the editor's version, by whom and when; nothing overwritten. */
export function ConflictDialog({
  open,
  changes,
  onClose,
  onReload,
}: {
  open: boolean;
  changes: readonly DesignAuditEntry[];
  onClose: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('designs.manage.conflictTitle')}
      description={t('designs.manage.conflictIntro')}
      size="wide"
      footer={
        <Button variant="primary" onClick={onReload}>
          {t('designs.manage.reload')}
        </Button>
      }
    >
      <DesignAuditTable label={t('designs.manage.conflictTitle')} entries={changes} />
    </Dialog>
  );
}
