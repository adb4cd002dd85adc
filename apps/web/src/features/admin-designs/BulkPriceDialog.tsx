import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { ConfirmDialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { useBulkPriceMutation } from './designsAdminApi';

/** A percentage the server takes: -90 to 1000 (a number; decimals allowed). */
export function parsePercent(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value) || value < -90 || value > 1000 || value === 0)
    return null;
  return value;
}

/** "Change prices by %" for the selected designs: how many, the percentage, then the counts changed. */
export function BulkPriceDialog({
  designIds,
  open,
  onClose,
  onDone,
}: {
  designIds: readonly string[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [percent, setPercent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [bulkPrice, { isLoading }] = useBulkPriceMutation();
  const value = parsePercent(percent);

  const confirm = async () => {
    if (isLoading) return;
    if (value === null) {
      setError(t('designs.bulk.invalid'));
      return;
    }
    try {
      const answer = await bulkPrice({ designIds: [...designIds], percent: value }).unwrap();
      feedback.succeeded(
        t('designs.bulk.done', { designs: answer.data.designs, variants: answer.data.variants }),
      );
      setPercent('');
      onDone();
      onClose();
    } catch (failure) {
      feedback.failed(failure);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('designs.bulk.title')}
      confirmLabel={t('designs.bulk.confirm')}
      pending={isLoading}
      onConfirm={() => void confirm()}
      onCancel={() => {
        setError(null);
        onClose();
      }}
    >
      <TextField
        label={t('designs.bulk.percent')}
        inputMode="decimal"
        value={percent}
        onChange={(event) => {
          setPercent(event.target.value);
          setError(null);
        }}
        error={error}
      />
      <p>{t('designs.bulk.summary', { count: designIds.length, percent: value ?? '…' })}</p>
    </ConfirmDialog>
  );
}
