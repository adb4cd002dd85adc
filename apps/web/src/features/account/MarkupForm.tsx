import type { AccountDetails } from '@atelier/contracts/identity';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SubmitButton, TextField } from '../../shared/forms/Fields';
import { useForm } from '../../shared/forms/useForm';
import { selectMarkupErrors, selectMarkupStatus } from './accountSelectors';
import { markupSubmitted } from './accountSlice';
import { MARKUP_FORM, markupText, markupValue } from './markupForm';

/** The customer's own retail markup, used for RRP (price status 1). */
export function MarkupForm({ details }: { details: AccountDetails }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectMarkupStatus);
  const serverErrors = useAppSelector(selectMarkupErrors);
  const form = useForm({
    spec: MARKUP_FORM,
    initial: { markup: markupText(details.markup) },
    serverErrors,
    onValid: (values) => {
      const markup = markupValue(String(values.markup));
      if (markup !== null && status !== 'pending') dispatch(markupSubmitted(markup));
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
          pending={status === 'pending'}
          label={t('accounts.account.saveMarkup')}
          pendingLabel={t('accounts.form.saving')}
        />
      </div>
    </form>
  );
}
