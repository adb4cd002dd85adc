import { useTranslation } from 'react-i18next';
import { IMPORT_POLL_MS, ImportJobDialog } from '../../shared/import/ImportJobDialog';
import { useDesignImportJobQuery, useStartDesignImportMutation } from './designsAdminApi';

export { IMPORT_POLL_MS };

/** The designs import: the shared import-job dialog over the designs' upload and job calls. */
export function ImportDesignsDialog({
  open,
  onClose,
  pollMs = IMPORT_POLL_MS,
}: {
  open: boolean;
  onClose: () => void;
  pollMs?: number;
}) {
  const { t } = useTranslation();
  const [start] = useStartDesignImportMutation();
  return (
    <ImportJobDialog
      open={open}
      onClose={onClose}
      title={t('designs.import.title')}
      hint={t('designs.import.hint')}
      pollMs={pollMs}
      start={(file, dryRun, onProgress) => start({ file, dryRun, onProgress }).unwrap()}
      useJob={useDesignImportJobQuery}
    />
  );
}
