import { RESET_PASSWORD_FIELDS } from '@atelier/contracts/common';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { PasswordInputField, RequiredNote, SubmitButton } from '../../shared/forms/Fields';
import { ResultPanel } from '../../shared/forms/ResultPanel';
import { useForm } from '../../shared/forms/useForm';
import { selectIsLoggedIn } from '../../app/auth/authSelectors';
import { loginModalOpened } from '../../app/auth/authSlice';
import { selectResetPassword } from './passwordSelectors';
import { resetPasswordOpened, resetPasswordSubmitted } from './passwordSlice';

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const submission = useAppSelector(selectResetPassword);
  const form = useForm({
    spec: RESET_PASSWORD_FIELDS,
    initial: { token, password: '', confirmPassword: '' },
    serverErrors: submission.errors,
    onValid: (values) => {
      if (submission.status === 'pending') return;
      dispatch(
        resetPasswordSubmitted({
          token,
          password: String(values.password),
          confirmPassword: String(values.confirmPassword),
        }),
      );
    },
  });

  return (
    <form ref={form.formRef} className="account-card form" noValidate onSubmit={form.handleSubmit}>
      <RequiredNote />
      <PasswordInputField
        form={form}
        name="password"
        label={t('accounts.labels.newPassword')}
        hint={t('accounts.form.passwordHint')}
      />
      <PasswordInputField form={form} name="confirmPassword" label={t('accounts.labels.confirmPassword')} />
      <SubmitButton
        pending={submission.status === 'pending'}
        label={t('accounts.reset.submit')}
        pendingLabel={t('accounts.form.saving')}
        block
      />
    </form>
  );
}

/** /reset-password/{id}: a new password for the account of the emailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const { id } = useParams();
  const submission = useAppSelector(selectResetPassword);
  const loggedIn = useAppSelector(selectIsLoggedIn);

  useEffect(() => {
    dispatch(resetPasswordOpened());
  }, [dispatch, id]);

  const requestNew = (
    <Link className="button button--primary" to={localize('/forgot-password')}>
      {t('accounts.reset.requestNew')}
    </Link>
  );

  let content;
  if (!id || submission.linkInvalid) {
    content = (
      <ResultPanel
        tone="error"
        title={t('accounts.reset.invalidTitle')}
        text={submission.linkInvalid ? submission.message : t('accounts.verification.missingLink')}
      >
        {requestNew}
      </ResultPanel>
    );
  } else if (submission.status === 'succeeded') {
    content = (
      <ResultPanel tone="success" title={t('accounts.reset.doneTitle')} text={submission.message}>
        {!loggedIn && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => dispatch(loginModalOpened({ redirectTo: null }))}
          >
            {t('accounts.form.login')}
          </button>
        )}
        <Link className="button button--outline" to={localize('/')}>
          {t('accounts.form.backHome')}
        </Link>
      </ResultPanel>
    );
  } else {
    content = (
      <>
        <h1 className="account-page__title">{t('accounts.reset.title')}</h1>
        <p className="account-page__intro">{t('accounts.reset.intro')}</p>
        <ResetPasswordForm key={id} token={id} />
      </>
    );
  }

  return (
    <div className="container account-page">
      <title>{`${t('accounts.reset.title')} | ${t('brand.name')}`}</title>
      <div className="account-page__inner account-page__inner--narrow">{content}</div>
    </div>
  );
}
