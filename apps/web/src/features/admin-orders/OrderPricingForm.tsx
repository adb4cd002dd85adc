import type { OrderDetail, OrderLineView } from '@atelier/contracts/orders';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiFailure, toFailure } from '../../api/baseApi';
import { fieldError } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { fieldStyles, TextField, Textarea } from '../../ui/Field';
import { FormLayout } from '../../ui/Page';
import { Table, type Column } from '../../ui/Table';
import { hasAmount, Money } from '../../shared/orders/Money';
import { useOrderOperationMutation } from './adminOrdersApi';
import { parseUnitPrice, splitLineFailure } from './orderInput';
import { Secondary } from './OrderBits';

interface PricingValues {
  prices: Record<string, string>;
  note: string;
}

/** New unit prices for pending lines; the customer then approves or rejects them on the storefront. */
export function OrderPricingForm({ order, lines }: { order: OrderDetail; lines: readonly OrderLineView[] }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const form = useForm<PricingValues>({ defaultValues: { prices: {}, note: '' } });
  const [run, state] = useOrderOperationMutation();
  const [noPrices, setNoPrices] = useState(false);
  const errors = form.formState.errors;
  const { register } = form;

  const columns = useMemo<Column<OrderLineView>[]>(
    () => [
      {
        id: 'item',
        header: t('orders.cart.item'),
        hideable: false,
        cell: (line) => (
          <>
            {t('orders.line.number', { number: line.line_number })} {line.design_name}
            <Secondary>{line.sku ?? line.design_number}</Secondary>
          </>
        ),
      },
      { id: 'pending', header: t('orders.line.pendingQty'), cell: (line) => line.pending_qty },
      {
        id: 'net',
        header: t('orders.line.netUnitPrice'),
        cell: (line) => <Money value={line.net_unit_price} />,
      },
      {
        id: 'updated',
        header: t('orders.line.updatedPrice'),
        cell: (line) => (hasAmount(line.updated_price) ? <Money value={line.updated_price} /> : '—'),
      },
      {
        id: 'new',
        header: t('orders.admin.order.newPrice'),
        hideable: false,
        cell: (line) => (
          <TextField
            {...register(`prices.${line._id}`, {
              validate: (text) =>
                text.trim() === '' || parseUnitPrice(text) !== null || t('orders.admin.order.priceInvalid'),
            })}
            hideLabel
            label={t('orders.admin.order.newPriceFor', { number: line.line_number })}
            inputMode="decimal"
            size={10}
            error={errors.prices?.[line._id]?.message}
          />
        ),
      },
    ],
    [t, register, errors.prices],
  );

  const submit = form.handleSubmit(async (values) => {
    const entered = lines.filter((line) => (values.prices[line._id] ?? '').trim() !== '');
    setNoPrices(entered.length === 0);
    if (entered.length === 0) return;
    const body = {
      lines: entered.map((line) => ({
        lineId: line._id,
        unitPrice: parseUnitPrice(values.prices[line._id] ?? '') ?? 0,
      })),
      ...(values.note.trim() ? { note: values.note.trim() } : {}),
    };
    try {
      const answer = await run({ orderId: order._id, operation: { kind: 'pricing', body } }).unwrap();
      feedback.succeeded(answer.message ?? answer.data.message);
      form.reset({ prices: {}, note: '' });
    } catch (error) {
      const sent = body.lines.map((line) => line.lineId);
      const { byLine, rest } = splitLineFailure(
        isApiFailure(error) ? error : toFailure(error),
        sent,
        'unitPrice',
      );
      for (const [id, message] of Object.entries(byLine)) form.setError(`prices.${id}`, { message });
      if (rest) feedback.failed(rest, { fields: ['note'], setError: form.setError });
    }
  });

  return (
    <FormLayout
      onSubmit={(event) => void submit(event)}
      actions={
        <Button type="submit" variant="primary" loading={state.isLoading}>
          {t('orders.admin.order.sendPrices')}
        </Button>
      }
    >
      <p>{t('orders.admin.order.pricingIntro')}</p>
      <Table
        label={t('orders.admin.order.pricingTitle')}
        rows={lines}
        columns={columns}
        rowId={(line) => line._id}
      />
      <Textarea
        {...register('note')}
        label={t('orders.admin.order.noteForCustomer')}
        rows={2}
        maxLength={1000}
        error={fieldError(errors, 'note')}
      />
      {noPrices && (
        <p className={fieldStyles.error} role="alert">
          {t('orders.admin.order.noPrices')}
        </p>
      )}
    </FormLayout>
  );
}
