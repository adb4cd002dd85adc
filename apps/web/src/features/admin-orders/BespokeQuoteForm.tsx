import { BESPOKE_IMAGE_FIELD, type BespokeOrderView } from '@atelier/contracts/orders';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Checkbox, Textarea, TextField } from '../../ui/Field';
import { FormLayout } from '../../ui/Page';
import { useQuoteBespokeMutation } from './adminOrdersApi';

interface QuoteValues {
  price: string;
  metal: string;
  deliveryDate: string;
  note: string;
  labGrown: boolean;
  image: FileList | null;
}

const FIELDS = ['price', 'metal', 'deliveryDate', 'note', 'labGrown', 'image'] as const;

/** A new quote version for a bespoke request: price, metal, delivery date, note, a sketch or photo. */
export function BespokeQuoteForm({ order }: { order: BespokeOrderView }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [quote, state] = useQuoteBespokeMutation();
  const form = useForm<QuoteValues>({
    defaultValues: {
      price: '',
      metal: order.metal ?? '',
      deliveryDate: order.required_by ?? '',
      note: '',
      labGrown: false,
      image: null,
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    const body = new FormData();
    body.append('price', values.price.trim());
    body.append('metal', values.metal.trim());
    body.append('deliveryDate', values.deliveryDate);
    if (values.note.trim()) body.append('note', values.note.trim());
    body.append('labGrown', String(values.labGrown));
    const file = values.image?.item(0);
    if (file) body.append(BESPOKE_IMAGE_FIELD, file);
    try {
      feedback.succeeded((await quote({ id: order._id, form: body }).unwrap()).message);
      form.reset({ ...values, price: '', note: '', image: null });
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });
  return (
    <FormLayout
      onSubmit={(event) => void submit(event)}
      actions={
        <Button type="submit" variant="primary" loading={state.isLoading}>
          {t('orders.admin.bespoke.sendQuote')}
        </Button>
      }
    >
      <TextField
        {...form.register('price')}
        label={t('orders.admin.bespoke.price')}
        inputMode="decimal"
        required
        error={fieldError(errors, 'price')}
      />
      <TextField
        {...form.register('metal')}
        label={t('orders.admin.bespoke.metal')}
        maxLength={50}
        required
        error={fieldError(errors, 'metal')}
      />
      <Checkbox
        {...form.register('labGrown')}
        label={t('orders.admin.bespoke.labGrown')}
        error={fieldError(errors, 'labGrown')}
      />
      <TextField
        {...form.register('deliveryDate')}
        type="date"
        label={t('orders.admin.bespoke.deliveryDate')}
        required
        error={fieldError(errors, 'deliveryDate')}
      />
      <Textarea
        {...form.register('note')}
        label={t('orders.admin.bespoke.note')}
        rows={2}
        maxLength={1000}
        error={fieldError(errors, 'note')}
      />
      <TextField
        {...form.register('image')}
        type="file"
        accept="image/png,image/jpeg,.jfif"
        label={t('orders.admin.bespoke.image')}
        error={fieldError(errors, 'image')}
      />
    </FormLayout>
  );
}
