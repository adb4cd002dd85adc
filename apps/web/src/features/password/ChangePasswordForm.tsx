import { CHANGE_PASSWORD_FIELDS } from '@atelier/contracts/common';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PasswordInputField, RequiredNote, SubmitButton } from '../../shared/forms/Fields';
import { useForm } from '../../shared/forms/useForm';
import { selectPasswordChange } from './passwordSelectors';
import { passwordChangeOpened, passwordChangeSubmitted } from './passwordSlice';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** Change password (My Account, and the back office's own account): rules CHANGE_PASSWORD_FIELDS. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const submission = useAppSelector(selectPasswordChange);
  const form = useForm({
    spec: CHANGE_PASSWORD_FIELDS,
    initial: EMPTY,
    serverErrors: submission.errors,
    onValid: (values) => {
      if (submission.status === 'pending') return;
      dispatch(
        passwordChangeSubmitted({
          currentPassword: String(values.currentPassword),
          password: String(values.password),
          confirmPassword: String(values.confirmPassword),
        }),
      );
    },
  });
  const { reset } = form;

  useEffect(() => {
    dispatch(passwordChangeOpened());
  }, [dispatch]);

  // A changed password empties the form (the green notification says it is done).
  useEffect(() => {
    if (submission.status === 'succeeded') reset(EMPTY);
  }, [submission.status, reset]);

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
      <RequiredNote />
      <PasswordInputField
        form={form}
        name="currentPassword"
        label={t('accounts.labels.currentPassword')}
        autoComplete="current-password"
      />
      <PasswordInputField
        form={form}
        name="password"
        label={t('accounts.labels.newPassword')}
        hint={t('accounts.form.passwordHint')}
      />
      <PasswordInputField form={form} name="confirmPassword" label={t('accounts.labels.confirmPassword')} />
      <div className="form__actions">
        <SubmitButton
          pending={submission.status === 'pending'}
          label={t('accounts.account.changePassword')}
          pendingLabel={t('accounts.form.saving')}
        />
      </div>
    </form>
  );
}
