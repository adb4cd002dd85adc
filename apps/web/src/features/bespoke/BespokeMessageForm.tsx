import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Textarea } from '../../ui/Field';
import { FormLayout } from '../../ui/Page';

interface MessageValues {
  body: string;
}

/** A message on a bespoke request's thread; `send` posts it (the buyer's or staff's call). */
export function BespokeMessageForm({
  label,
  send,
  sending,
}: {
  label: string;
  send: (body: string) => Promise<string | undefined>;
  sending: boolean;
}) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const form = useForm<MessageValues>({ defaultValues: { body: '' } });
  const submit = form.handleSubmit(async ({ body }) => {
    try {
      feedback.succeeded(await send(body.trim()));
      form.reset({ body: '' });
    } catch (error) {
      feedback.failed(error, { fields: ['body'], setError: form.setError });
    }
  });
  return (
    <FormLayout
      onSubmit={(event) => void submit(event)}
      actions={
        <Button type="submit" variant="primary" loading={sending}>
          {t('orders.bespoke.thread.send')}
        </Button>
      }
    >
      <Textarea
        {...form.register('body')}
        label={label}
        placeholder={t('orders.bespoke.thread.messagePlaceholder')}
        rows={3}
        maxLength={2000}
        required
        error={fieldError(form.formState.errors, 'body')}
      />
    </FormLayout>
  );
}
