import { NEW_USER_FIELDS } from '@atelier/contracts/common';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { PasswordInputField, RequiredNote, SubmitButton, TextField } from '../../shared/forms/Fields';
import { useForm } from '../../shared/forms/useForm';
import { AdminPage, AdminPanel } from '../../back-office/ui/AdminPage';
import { selectCustomerDetail, selectCustomerForm } from './adminCustomersSelectors';
import { customerFormOpened, customerRequested, customerUserAddSubmitted } from './adminCustomersSlice';
import { CustomerListPage } from './CustomerListPage';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

function AddUserForm({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const detail = useAppSelector(selectCustomerDetail);
  const submission = useAppSelector(selectCustomerForm('addUser'));
  const company = detail.id === customerId ? (detail.data?.company ?? '') : '';
  const form = useForm({
    spec: NEW_USER_FIELDS,
    initial: EMPTY,
    serverErrors: submission.errors,
    onValid: (values) => {
      if (submission.status === 'pending') return;
      const lastName = String(values.lastName).trim();
      dispatch(
        customerUserAddSubmitted({
          customerId,
          body: {
            firstName: String(values.firstName).trim(),
            ...(lastName ? { lastName } : {}),
            email: String(values.email).trim(),
            password: String(values.password),
            confirmPassword: String(values.confirmPassword),
          },
        }),
      );
    },
  });

  useEffect(() => {
    dispatch(customerRequested(customerId));
    dispatch(customerFormOpened('addUser'));
  }, [dispatch, customerId]);

  return (
    <AdminPage
      title={t('accounts.admin.customers.addUserTitle')}
      intro={company ? t('accounts.admin.customers.addUserIntro', { company }) : undefined}
      actions={
        <Link
          className="button button--outline"
          to={localize(`/Admin/approved-customer-users?customer=${encodeURIComponent(customerId)}`)}
        >
          {t('accounts.admin.common.back')}
        </Link>
      }
    >
      <AdminPanel className="admin-panel--form">
        <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
          <RequiredNote />
          <div className="form-grid">
            <TextField
              form={form}
              name="firstName"
              label={t('accounts.labels.firstName')}
              autoComplete="off"
            />
            <TextField form={form} name="lastName" label={t('accounts.labels.lastName')} autoComplete="off" />
            <TextField
              form={form}
              name="email"
              label={t('accounts.labels.email')}
              type="email"
              autoComplete="off"
              wide
            />
            <PasswordInputField
              form={form}
              name="password"
              label={t('accounts.labels.password')}
              hint={t('accounts.form.passwordHint')}
            />
            <PasswordInputField
              form={form}
              name="confirmPassword"
              label={t('accounts.labels.confirmPassword')}
            />
          </div>
          <div className="form__actions">
            <SubmitButton
              pending={submission.status === 'pending'}
              label={t('accounts.admin.customers.addUser')}
              pendingLabel={t('accounts.form.saving')}
            />
          </div>
        </form>
      </AdminPanel>
    </AdminPage>
  );
}

/** add-customer-users/{id}: a new active, verified user of an approved customer. */
export function AddCustomerUserPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  if (!id)
    return (
      <CustomerListPage
        kind="approved"
        title={t('accounts.admin.customers.customerUsersTitle')}
        intro={t('accounts.admin.customers.customerUsersIntro')}
      />
    );
  return <AddUserForm key={id} customerId={id} />;
}
