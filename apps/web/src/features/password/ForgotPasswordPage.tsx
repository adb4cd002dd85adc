import { FORGOT_PASSWORD_FIELDS } from '@atelier/contracts/common';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { RequiredNote, SubmitButton, TextField } from '../../shared/forms/Fields';
import { ResultPanel } from '../../shared/forms/ResultPanel';
import { useForm } from '../../shared/forms/useForm';
import { loginModalOpened } from '../../app/auth/authSlice';
import { selectForgotPassword } from './passwordSelectors';
import { forgotPasswordOpened, forgotPasswordSubmitted } from './passwordSlice';

function ForgotPasswordForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const submission = useAppSelector(selectForgotPassword);
  const form = useForm({
    spec: FORGOT_PASSWORD_FIELDS,
    initial: { email: '' },
    serverErrors: submission.errors,
    onValid: (values) => {
      if (submission.status !== 'pending') dispatch(forgotPasswordSubmitted(String(values.email).trim()));
    },
  });

  return (
    <form ref={form.formRef} className="account-card form" noValidate onSubmit={form.handleSubmit}>
      <RequiredNote />
      <TextField
        form={form}
        name="email"
        label={t('accounts.labels.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <SubmitButton
        pending={submission.status === 'pending'}
        label={t('accounts.forgot.submit')}
        pendingLabel={t('accounts.forgot.submitting')}
        block
      />
      <p className="form__aside form__aside--center">
        <button
          type="button"
          className="link-button"
          onClick={() => dispatch(loginModalOpened({ redirectTo: null }))}
        >
          {t('accounts.forgot.backToLogin')}
        </button>
      </p>
    </form>
  );
}

/** /forgot-password: asks for a reset link; the answer is the same whether or not the email exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const submission = useAppSelector(selectForgotPassword);

  useEffect(() => {
    dispatch(forgotPasswordOpened());
  }, [dispatch]);

  return (
    <div className="container account-page">
      <title>{`${t('accounts.forgot.title')} | ${t('brand.name')}`}</title>
      <div className="account-page__inner account-page__inner--narrow">
        {submission.status === 'succeeded' ? (
          <ResultPanel tone="success" title={t('accounts.forgot.doneTitle')} text={submission.message}>
            <Link className="button button--outline" to={localize('/')}>
              {t('accounts.form.backHome')}
            </Link>
          </ResultPanel>
        ) : (
          <>
            <h1 className="account-page__title">{t('accounts.forgot.title')}</h1>
            <p className="account-page__intro">{t('accounts.forgot.intro')}</p>
            <ForgotPasswordForm />
          </>
        )}
      </div>
    </div>
  );
}
