import { BESPOKE_STATUSES, type BespokeOrderView, type BespokeStatus } from '@atelier/contracts/orders';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Select, Textarea } from '../../ui/Field';
import { FormLayout } from '../../ui/Page';
import { useSetBespokeStatusMutation } from './adminOrdersApi';

interface BespokeStatusValues {
  status: BespokeStatus;
  note: string;
}

/** A bespoke request's new status and the note the customer sees with it. */
export function BespokeStatusForm({ order }: { order: BespokeOrderView }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [save, state] = useSetBespokeStatusMutation();
  const form = useForm<BespokeStatusValues>({
    defaultValues: { status: order.status, note: order.admin_note ?? '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async ({ status, note }) => {
    try {
      const body = note.trim() ? { status, note: note.trim() } : { status };
      feedback.succeeded((await save({ id: order._id, body }).unwrap()).message);
    } catch (error) {
      feedback.failed(error, { fields: ['status', 'note'], setError: form.setError });
    }
  });
  return (
    <FormLayout
      onSubmit={(event) => void submit(event)}
      actions={
        <Button type="submit" variant="primary" size="sm" loading={state.isLoading}>
          {t('orders.admin.bespoke.save')}
        </Button>
      }
    >
      <Select
        {...form.register('status')}
        label={t('orders.admin.bespoke.statusFor', { reference: order.reference_number })}
        options={BESPOKE_STATUSES.map((value) => ({ value, label: t(`orders.bespoke.status.${value}`) }))}
        error={fieldError(errors, 'status')}
      />
      <Textarea
        {...form.register('note')}
        label={t('orders.admin.bespoke.note')}
        rows={2}
        maxLength={1000}
        error={fieldError(errors, 'note')}
      />
    </FormLayout>
  );
}
