import type { CustomerUserView } from '@atelier/contracts/identity';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { PasswordInputField, SubmitButton, TextField } from '../../shared/forms/Fields';
import { useForm } from '../../shared/forms/useForm';
import { AdminPage, AdminPanel } from '../../back-office/ui/AdminPage';
import { StatusBadge } from '../../back-office/ui/StatusBadge';
import { selectCustomerForm } from './adminCustomersSelectors';
import {
  customerCredentialsSubmitted,
  customerFormOpened,
  customerUserStatusSubmitted,
} from './adminCustomersSlice';
import { CREDENTIALS_FIELDS, toCredentialsBody } from './credentialsForm';
import { CustomerUserPicker } from './CustomerUserPicker';
import { useCustomerAccess } from './useCustomerAccess';

function CredentialsForm({ user }: { user: CustomerUserView }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const submission = useAppSelector(selectCustomerForm('credentials'));
  const titleId = useId();
  const form = useForm({
    spec: CREDENTIALS_FIELDS,
    initial: { email: user.email, password: '', confirmPassword: '' },
    serverErrors: submission.errors,
    onValid: (values) => {
      const body = toCredentialsBody(values, user.email);
      if (Object.keys(body).length === 0 || submission.status === 'pending') return;
      dispatch(customerCredentialsSubmitted({ userId: user._id, body }));
    },
  });

  useEffect(() => {
    dispatch(customerFormOpened('credentials'));
  }, [dispatch]);

  return (
    <AdminPanel
      title={t('accounts.admin.customers.credentialsOf', {
        name: `${user.firstName} ${user.lastName}`.trim(),
      })}
      titleId={titleId}
    >
      <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
        <TextField
          form={form}
          name="email"
          label={t('accounts.labels.email')}
          type="email"
          autoComplete="off"
        />
        <p className="field__hint">{t('accounts.admin.customers.passwordKeep')}</p>
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
            label={t('accounts.admin.customers.saveCredentials')}
            pendingLabel={t('accounts.form.saving')}
          />
        </div>
      </form>
    </AdminPanel>
  );
}

function AccessPanel({ user }: { user: CustomerUserView }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const submission = useAppSelector(selectCustomerForm('userStatus'));
  const titleId = useId();
  const switchable = user.status === 'active' || user.status === 'disabled';
  return (
    <AdminPanel title={t('accounts.admin.customers.access')} titleId={titleId}>
      <dl className="summary-list">
        <dt>{t('accounts.admin.customers.status')}</dt>
        <dd>
          <StatusBadge status={user.status} />
        </dd>
        <dt>{t('accounts.admin.customers.customerCount')}</dt>
        <dd>{user.customerCount}</dd>
      </dl>
      {switchable && (
        <div className="admin-panel__footer">
          <button
            type="button"
            className={`button ${user.status === 'active' ? 'button--danger' : 'button--primary'}`}
            aria-busy={submission.status === 'pending' || undefined}
            onClick={() => {
              if (submission.status !== 'pending')
                dispatch(
                  customerUserStatusSubmitted({
                    userId: user._id,
                    status: user.status === 'active' ? 'disabled' : 'active',
                  }),
                );
            }}
          >
            {user.status === 'active'
              ? t('accounts.admin.customers.stopUser')
              : t('accounts.admin.customers.restoreUser')}
          </button>
        </div>
      )}
    </AdminPanel>
  );
}

function CredentialsOfUser({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { data, status } = useCustomerAccess(userId);
  return (
    <AdminPage
      title={t('accounts.admin.customers.credentialsTitle')}
      intro={t('accounts.admin.customers.credentialsIntro')}
      actions={
        <>
          <Link className="button button--outline" to={localize('/Admin/update-customer-credentials')}>
            {t('accounts.admin.common.back')}
          </Link>
          <Link
            className="button button--outline"
            to={localize(`/Admin/mapped-customer/${encodeURIComponent(userId)}`)}
          >
            {t('accounts.admin.customers.mappedCustomers')}
          </Link>
        </>
      }
    >
      {data ? (
        <div className="admin-columns">
          <CredentialsForm key={`${data.user._id}-${data.user.email}`} user={data.user} />
          <AccessPanel user={data.user} />
        </div>
      ) : (
        <AdminPanel>
          <p className="admin-panel__status" role="status">
            {status === 'failed' ? t('accounts.admin.common.loadFailed') : t('accounts.admin.common.loading')}
          </p>
        </AdminPanel>
      )}
    </AdminPage>
  );
}

/** update-customer-credentials?user=: a storefront user's login email and password, and their access. */
export function CustomerCredentialsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const userId = params.get('user');
  if (!userId)
    return (
      <CustomerUserPicker
        title={t('accounts.admin.customers.credentialsTitle')}
        intro={t('accounts.admin.customers.credentialsIntro')}
        actionLabel={t('accounts.admin.customers.chooseUser')}
        linkFor={(user) => `/Admin/update-customer-credentials?user=${encodeURIComponent(user._id)}`}
      />
    );
  return <CredentialsOfUser key={userId} userId={userId} />;
}
