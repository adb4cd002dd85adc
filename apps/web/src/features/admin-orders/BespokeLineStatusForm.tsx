import {
  BESPOKE_LINE_STATUSES,
  type BespokeLineStatus,
  type BespokeOrderView,
} from '@atelier/contracts/orders';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Field';
import { FormLayout } from '../../ui/Page';
import { useSetBespokeLineStatusMutation } from './adminOrdersApi';

/** The special order line's progress, once the buyer accepted a quote. */
export function BespokeLineStatusForm({ order }: { order: BespokeOrderView }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [save, state] = useSetBespokeLineStatusMutation();
  const form = useForm<{ status: BespokeLineStatus }>({
    defaultValues: { status: order.line?.status ?? 'ordered' },
  });
  const submit = form.handleSubmit(async ({ status }) => {
    try {
      feedback.succeeded((await save({ id: order._id, body: { status } }).unwrap()).message);
    } catch (error) {
      feedback.failed(error, { fields: ['status'], setError: form.setError });
    }
  });
  return (
    <FormLayout
      onSubmit={(event) => void submit(event)}
      actions={
        <Button type="submit" variant="primary" size="sm" loading={state.isLoading}>
          {t('orders.admin.bespoke.saveLine')}
        </Button>
      }
    >
      <Select
        {...form.register('status')}
        label={t('orders.bespoke.thread.lineStatus')}
        options={BESPOKE_LINE_STATUSES.map((value) => ({
          value,
          label: t(`orders.bespoke.thread.line.${value}`),
        }))}
        error={fieldError(form.formState.errors, 'status')}
      />
    </FormLayout>
  );
}
