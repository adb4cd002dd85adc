import type { OrderDetail, OrderLineView } from '@atelier/contracts/orders';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { fieldStyles, TextField } from '../../ui/Field';
import { FormLayout } from '../../ui/Page';
import { Table, type Column } from '../../ui/Table';
import { useOrderOperationMutation, type OrderOperation } from './adminOrdersApi';
import { parsePieces } from './orderInput';
import { Secondary } from './OrderBits';

interface Asking {
  title: string;
  text: string;
  confirm: string;
  danger: boolean;
  operation: OrderOperation;
}

/** Invoice every pending piece, or cancel some pieces line by line (each after a confirmation). */
export function OrderPiecesForm({ order, lines }: { order: OrderDetail; lines: readonly OrderLineView[] }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const form = useForm<{ pieces: Record<string, string> }>({ defaultValues: { pieces: {} } });
  const [run, state] = useOrderOperationMutation();
  const [asking, setAsking] = useState<Asking | null>(null);
  const { register } = form;
  const pieces = form.watch('pieces');
  const parsed = lines.map((line) => ({
    line,
    value: parsePieces(pieces[line._id] ?? '', line.pending_qty),
  }));
  const invalid = parsed.some((entry) => entry.value === null);
  const chosen = parsed.filter((entry) => (entry.value ?? 0) > 0);
  const total = lines.reduce((sum, line) => sum + line.pending_qty, 0);
  const invalidIds = parsed
    .filter((entry) => entry.value === null)
    .map((entry) => entry.line._id)
    .join(' ');

  const columns = useMemo<Column<OrderLineView>[]>(
    () => [
      {
        id: 'item',
        header: t('orders.cart.item'),
        hideable: false,
        cell: (line) => (
          <>
            {t('orders.line.number', { number: line.line_number })} {line.design_name}
            <Secondary>{t(`orders.line.type.${line.order_type}`)}</Secondary>
          </>
        ),
      },
      { id: 'pending', header: t('orders.line.pendingQty'), cell: (line) => line.pending_qty },
      {
        id: 'cancel',
        header: t('orders.admin.order.piecesToCancel'),
        hideable: false,
        cell: (line) => (
          <TextField
            {...register(`pieces.${line._id}`)}
            hideLabel
            label={t('orders.admin.order.cancelFor', { number: line.line_number })}
            type="number"
            min={0}
            max={line.pending_qty}
            step={1}
            aria-invalid={invalidIds.split(' ').includes(line._id) || undefined}
          />
        ),
      },
    ],
    [t, register, invalidIds],
  );

  const send = async (operation: OrderOperation) => {
    try {
      const answer = await run({ orderId: order._id, operation }).unwrap();
      feedback.succeeded(answer.message ?? answer.data.message);
      form.reset({ pieces: {} });
    } catch (error) {
      feedback.failed(error);
    } finally {
      setAsking(null);
    }
  };

  return (
    <FormLayout
      onSubmit={(event) => event.preventDefault()}
      split
      actions={
        <>
          <Button
            disabled={state.isLoading || total === 0}
            onClick={() =>
              setAsking({
                title: t('orders.admin.order.invoiceTitle'),
                text: t('orders.admin.order.invoiceConfirm', { count: total, number: order.order_number }),
                confirm: t('orders.admin.order.invoiceAll'),
                danger: false,
                operation: { kind: 'invoice', body: {} },
              })
            }
          >
            {t('orders.admin.order.invoiceAll')}
          </Button>
          <Button
            variant="danger"
            disabled={state.isLoading || invalid || chosen.length === 0}
            onClick={() =>
              setAsking({
                title: t('orders.admin.order.cancelTitle'),
                text: t('orders.admin.order.cancelPiecesConfirm', {
                  count: chosen.reduce((sum, entry) => sum + (entry.value ?? 0), 0),
                }),
                confirm: t('orders.admin.order.cancelPieces'),
                danger: true,
                operation: {
                  kind: 'cancel',
                  body: {
                    lines: chosen.map((entry) => ({ lineId: entry.line._id, quantity: entry.value ?? 0 })),
                  },
                },
              })
            }
          >
            {t('orders.admin.order.cancelPieces')}
          </Button>
        </>
      }
    >
      <Table
        label={t('orders.admin.order.piecesTitle')}
        rows={lines}
        columns={columns}
        rowId={(line) => line._id}
      />
      {invalid && (
        <p className={fieldStyles.error} role="alert">
          {t('orders.admin.order.piecesInvalid')}
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking?.title ?? ''}
        confirmLabel={asking?.confirm ?? ''}
        danger={asking?.danger}
        pending={state.isLoading}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) void send(asking.operation);
        }}
      >
        {asking?.text}
      </ConfirmDialog>
    </FormLayout>
  );
}
