import { MAX_LINE_QUANTITY } from '@atelier/contracts/orders';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Select, TextField, Textarea } from '../../ui/Field';
import { FieldGrid, FormLayout } from '../../ui/Page';
import { useCreateApproMutation } from './adminOrdersApi';
import { useCustomerOptions } from './ListFilters';
import { isUuid, parsePieces } from './orderInput';
import styles from './adminOrders.module.css';

interface ApproValues {
  customerId: string;
  lines: Array<{ variantId: string; quantity: string }>;
  dueDate: string;
  notes: string;
}

const EMPTY: ApproValues = {
  customerId: '',
  lines: [{ variantId: '', quantity: '1' }],
  dueDate: '',
  notes: '',
};

/** A new appro: the customer, the variants sent on approval and how many, when they are due back. */
export function CreateApproForm() {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const customers = useCustomerOptions();
  const [create, state] = useCreateApproMutation();
  const form = useForm<ApproValues>({ defaultValues: EMPTY });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    const body = {
      customerId: values.customerId.trim(),
      lines: values.lines.map((line) => ({
        variantId: line.variantId.trim(),
        quantity: Number(line.quantity.trim()),
      })),
      ...(values.dueDate ? { dueDate: values.dueDate } : {}),
      ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
    };
    try {
      feedback.succeeded((await create(body).unwrap()).message);
      form.reset(EMPTY);
    } catch (error) {
      const lineFields = values.lines.flatMap((_line, index): Path<ApproValues>[] => [
        `lines.${index}.variantId`,
        `lines.${index}.quantity`,
      ]);
      feedback.failed(error, {
        fields: ['customerId', 'dueDate', 'notes', 'lines', ...lineFields],
        setError: form.setError,
      });
    }
  });

  const customerRules = {
    validate: (value: string) => isUuid(value) || t('orders.admin.appros.customerRequired'),
  };
  return (
    <FormLayout
      onSubmit={(event) => void submit(event)}
      actions={
        <Button type="submit" variant="primary" loading={state.isLoading}>
          {t('orders.admin.appros.create')}
        </Button>
      }
    >
      <FieldGrid>
        {customers ? (
          <Select
            {...form.register('customerId', customerRules)}
            label={t('orders.fields.customer')}
            placeholder={t('orders.admin.appros.chooseCustomer')}
            options={customers}
            error={fieldError(errors, 'customerId')}
          />
        ) : (
          <TextField
            {...form.register('customerId', customerRules)}
            label={t('orders.fields.customer')}
            placeholder={t('orders.admin.appros.customerIdPlaceholder')}
            error={fieldError(errors, 'customerId')}
          />
        )}
        <TextField
          {...form.register('dueDate')}
          type="date"
          label={t('orders.appros.due')}
          error={fieldError(errors, 'dueDate')}
        />
      </FieldGrid>
      <fieldset className={styles.lines}>
        <legend>{t('orders.admin.appros.lines')}</legend>
        {lines.fields.map((line, index) => (
          <div key={line.id} className={styles.line}>
            <TextField
              {...form.register(`lines.${index}.variantId`, {
                validate: (value) => isUuid(value) || t('orders.admin.appros.variantInvalid'),
              })}
              label={t('orders.admin.appros.variant', { number: index + 1 })}
              placeholder="00000000-0000-4000-8000-000000000000"
              error={errors.lines?.[index]?.variantId?.message}
            />
            <TextField
              {...form.register(`lines.${index}.quantity`, {
                validate: (value) =>
                  (parsePieces(value, MAX_LINE_QUANTITY) ?? 0) >= 1 ||
                  t('orders.addToCart.errors.quantity', { max: MAX_LINE_QUANTITY }),
              })}
              type="number"
              min={1}
              max={MAX_LINE_QUANTITY}
              label={t('orders.line.quantity')}
              error={errors.lines?.[index]?.quantity?.message}
            />
            {lines.fields.length > 1 && (
              <Button variant="ghost" size="sm" onClick={() => lines.remove(index)}>
                {t('orders.admin.appros.removeLine', { number: index + 1 })}
              </Button>
            )}
          </div>
        ))}
        <Button size="sm" onClick={() => lines.append({ variantId: '', quantity: '1' })}>
          {t('orders.admin.appros.addLine')}
        </Button>
        <p>{t('orders.admin.appros.variantHint')}</p>
        {errors.lines?.message && <p role="alert">{errors.lines.message}</p>}
      </fieldset>
      <Textarea
        {...form.register('notes')}
        label={t('orders.appros.notes')}
        rows={2}
        maxLength={1000}
        error={fieldError(errors, 'notes')}
      />
    </FormLayout>
  );
}
