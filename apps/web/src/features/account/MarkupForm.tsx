import type { AccountDetails } from '@atelier/contracts/identity';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton, TextField } from '../../shared/forms/Fields';
import type { ServerFieldErrors } from '../../shared/forms/formMessages';
import { useForm } from '../../shared/forms/useForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { useUpdateMarkupMutation } from './accountApi';
import { MARKUP_FORM, markupText, markupValue } from './markupForm';

/** The customer's own retail markup, used for RRP (price status 1). */
export function MarkupForm({ details }: { details: AccountDetails }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [updateMarkup, { isLoading: pending }] = useUpdateMarkupMutation();
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors | null>(null);
  const form = useForm({
    spec: MARKUP_FORM,
    initial: { markup: markupText(details.markup) },
    serverErrors,
    onValid: (values) => {
      const markup = markupValue(String(values.markup));
      if (markup === null || pending) return;
      setServerErrors(null);
      updateMarkup(markup)
        .unwrap()
        .then((answer) => {
          // The mutation has the session's customers read again, so that RRP uses the new markup too.
          feedback.succeeded(answer.message);
        })
        .catch((error: unknown) => setServerErrors(feedback.fieldErrors(error, ['markup'])));
    },
  });

  return (
    <form ref={form.formRef} className="form markup-form" noValidate onSubmit={form.handleSubmit}>
      <dl className="details-list">
        <dt>{t('accounts.account.currentMarkup')}</dt>
        <dd>× {details.markup}</dd>
        <dt>{t('accounts.account.vat')}</dt>
        <dd>
          {details.is_vat_applicable ? t('accounts.account.vatIncluded') : t('accounts.account.vatExcluded')}
        </dd>
      </dl>
      <div className="markup-form__row">
        <TextField
          form={form}
          name="markup"
          label={t('accounts.labels.markup')}
          hint={t('accounts.form.markupHint')}
          inputMode="decimal"
        />
        <SubmitButton
          pending={pending}
          label={t('accounts.account.saveMarkup')}
          pendingLabel={t('accounts.form.saving')}
        />
      </div>
    </form>
  );
}
