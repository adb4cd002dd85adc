import type { OrderDetail } from '@atelier/contracts/orders';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminStatusBody } from '../../api/orders';
import { fieldError } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { Select, Textarea } from '../../ui/Field';
import { FieldGrid, FormLayout } from '../../ui/Page';
import { useOrderOperationMutation } from './adminOrdersApi';

interface StatusValues {
  status: '2' | '0';
  note: string;
}

/** Complete (2) or cancel (0) the rest of an order, after a confirmation. */
export function OrderStatusForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const form = useForm<StatusValues>({ defaultValues: { status: '2', note: '' } });
  const [run, state] = useOrderOperationMutation();
  const [asking, setAsking] = useState<AdminStatusBody | null>(null);
  const errors = form.formState.errors;

  const send = async (body: AdminStatusBody) => {
    try {
      const answer = await run({ orderId: order._id, operation: { kind: 'status', body } }).unwrap();
      feedback.succeeded(answer.message ?? answer.data.message);
      form.reset();
    } catch (error) {
      feedback.failed(error, { fields: ['status', 'note'], setError: form.setError });
    } finally {
      setAsking(null);
    }
  };

  const ask = form.handleSubmit((values) => {
    const status = values.status === '2' ? 2 : 0;
    const note = values.note.trim();
    setAsking(note ? { status, note } : { status });
  });

  return (
    <FormLayout
      onSubmit={(event) => void ask(event)}
      actions={
        <Button type="submit" variant="primary">
          {t('orders.admin.order.applyStatus')}
        </Button>
      }
    >
      <FieldGrid>
        <Select
          {...form.register('status')}
          label={t('orders.admin.order.newStatus')}
          hint={t('orders.admin.order.statusHint')}
          options={[
            { value: '2', label: t('orders.status.2') },
            { value: '0', label: t('orders.status.0') },
          ]}
          error={fieldError(errors, 'status')}
        />
        <Textarea
          {...form.register('note')}
          label={t('orders.admin.order.note')}
          rows={2}
          maxLength={1000}
          error={fieldError(errors, 'note')}
        />
      </FieldGrid>
      <ConfirmDialog
        open={asking !== null}
        title={t('orders.admin.order.statusTitle')}
        confirmLabel={t('orders.admin.order.applyStatus')}
        danger={asking?.status === 0}
        pending={state.isLoading}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) void send(asking);
        }}
      >
        {t(asking?.status === 0 ? 'orders.admin.order.cancelConfirm' : 'orders.admin.order.completeConfirm', {
          number: order.order_number,
        })}
      </ConfirmDialog>
    </FormLayout>
  );
}
