import type { ApproLineView, ApproView } from '@atelier/contracts/orders';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { fieldStyles, TextField } from '../../ui/Field';
import { Table, type Column } from '../../ui/Table';
import { useRecordApproReturnsMutation } from './adminOrdersApi';
import { parsePieces } from './orderInput';
import { Secondary } from './OrderBits';
import styles from './adminOrders.module.css';
import { LabGrownBadge } from '../../shared/catalogue/LabGrownBadge';

type Counts = Record<string, { returned: string; invoiced: string }>;
const FIELDS = ['returned', 'invoiced'] as const;

/** Returned and invoiced pieces of an open appro, line by line. */
export function ApproReturnsForm({ appro }: { appro: ApproView }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [record, state] = useRecordApproReturnsMutation();
  const form = useForm<{ counts: Counts }>({ defaultValues: { counts: {} } });
  const { register } = form;
  const counts = form.watch('counts');
  const open = appro.lines.filter((line) => line.quantity_outstanding > 0);
  const parsed = open.map((line) => {
    const value = counts[line._id] ?? { returned: '', invoiced: '' };
    const returned = parsePieces(value.returned, line.quantity_outstanding);
    const invoiced = parsePieces(value.invoiced, line.quantity_outstanding);
    const valid = returned !== null && invoiced !== null && returned + invoiced <= line.quantity_outstanding;
    return { line, returned: returned ?? 0, invoiced: invoiced ?? 0, valid };
  });
  const chosen = parsed.filter((entry) => entry.valid && entry.returned + entry.invoiced > 0);
  const invalidIds = parsed
    .filter((entry) => !entry.valid)
    .map((entry) => entry.line._id)
    .join(' ');

  const columns = useMemo<Column<ApproLineView>[]>(
    () => [
      {
        id: 'item',
        header: t('orders.cart.item'),
        hideable: false,
        cell: (line) => (
          <>
            {line.design_name}
            <LabGrownBadge labGrown={line.labGrown} />
            <Secondary>{line.sku ?? line.design_number}</Secondary>
          </>
        ),
      },
      {
        id: 'outstanding',
        header: t('orders.appros.outstanding'),
        cell: (line) => line.quantity_outstanding,
      },
      ...FIELDS.map((field): Column<ApproLineView> => ({
        id: field,
        header: t(`orders.appros.${field}`),
        hideable: false,
        cell: (line) => (
          <TextField
            {...register(`counts.${line._id}.${field}`)}
            hideLabel
            label={t(
              field === 'returned' ? 'orders.admin.appros.returnedOf' : 'orders.admin.appros.invoicedOf',
              {
                name: line.design_name,
              },
            )}
            type="number"
            min={0}
            max={line.quantity_outstanding}
            aria-invalid={invalidIds.split(' ').includes(line._id) || undefined}
          />
        ),
      })),
    ],
    [t, register, invalidIds],
  );

  if (open.length === 0) return null;
  const save = async () => {
    try {
      const body = {
        lines: chosen.map((entry) => ({
          lineId: entry.line._id,
          ...(entry.returned > 0 ? { returned: entry.returned } : {}),
          ...(entry.invoiced > 0 ? { invoiced: entry.invoiced } : {}),
        })),
      };
      feedback.succeeded((await record({ id: appro._id, body }).unwrap()).message);
      form.reset({ counts: {} });
    } catch (error) {
      feedback.failed(error);
    }
  };

  return (
    <details className={styles.returns}>
      <summary>{t('orders.admin.appros.recordReturns')}</summary>
      <Table
        label={t('orders.admin.appros.returnsOf', { number: appro.appro_number })}
        rows={open}
        columns={columns}
        rowId={(line) => line._id}
      />
      {invalidIds && (
        <p className={fieldStyles.error} role="alert">
          {t('orders.admin.appros.returnsInvalid')}
        </p>
      )}
      <Button
        variant="primary"
        size="sm"
        loading={state.isLoading}
        disabled={invalidIds !== '' || chosen.length === 0}
        onClick={() => void save()}
      >
        {t('orders.admin.appros.saveReturns')}
      </Button>
    </details>
  );
}
