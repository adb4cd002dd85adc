import type { CustomerUserView } from '@atelier/contracts/identity';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import type { FormValues } from '../../shared/forms/formMessages';
import { fieldError, useAccountFieldName, useSpecForm } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button, buttonClass } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { Columns, Details, FormLayout, Page, Panel, StatusLine } from '../../ui/Page';
import { useCustomerAccessQuery, useUpdateCredentialsMutation } from './adminCustomersApi';
import { fullName, StatusBadge } from './CustomerBadges';
import { CREDENTIALS_FIELDS, toCredentialsBody, type CredentialsField } from './credentialsForm';
import { CustomerUserPicker } from './CustomerUserPicker';
import { UserStatusButton } from './UserStatusButton';

type Values = FormValues<CredentialsField>;
const FIELDS = Object.keys(CREDENTIALS_FIELDS) as Path<Values>[];

function CredentialsForm({ user }: { user: CustomerUserView }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [update, { isLoading }] = useUpdateCredentialsMutation();
  const form = useSpecForm<Values>(
    CREDENTIALS_FIELDS,
    { email: user.email, password: '', confirmPassword: '' },
    useAccountFieldName(),
  );
  const { errors } = form.formState;

  const save = form.handleSubmit(async (values) => {
    const body = toCredentialsBody(values, user.email);
    if (Object.keys(body).length === 0 || isLoading) return;
    try {
      const answer = await update({ userId: user._id, body }).unwrap();
      feedback.succeeded(answer.message);
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });

  return (
    <Panel title={t('accounts.admin.customers.credentialsOf', { name: fullName(user) })}>
      <FormLayout
        onSubmit={(event) => void save(event)}
        actions={
          <Button type="submit" variant="primary" loading={isLoading}>
            {isLoading ? t('accounts.form.saving') : t('accounts.admin.customers.saveCredentials')}
          </Button>
        }
      >
        <TextField
          label={t('accounts.labels.email')}
          type="email"
          autoComplete="off"
          {...form.register('email')}
          error={fieldError(errors, 'email')}
        />
        <TextField
          label={t('accounts.labels.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={`${t('accounts.admin.customers.passwordKeep')} ${t('accounts.form.passwordHint')}`}
          {...form.register('password')}
          error={fieldError(errors, 'password')}
        />
        <TextField
          label={t('accounts.labels.confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...form.register('confirmPassword')}
          error={fieldError(errors, 'confirmPassword')}
        />
      </FormLayout>
    </Panel>
  );
}

function AccessPanel({ user }: { user: CustomerUserView }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('accounts.admin.customers.access')}>
      <Details
        items={[
          [t('accounts.admin.customers.status'), <StatusBadge key="status" status={user.status} />],
          [t('accounts.admin.customers.customerCount'), user.customerCount],
        ]}
      />
      <div>
        <UserStatusButton user={user} />
      </div>
    </Panel>
  );
}

function CredentialsOfUser({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const access = useCustomerAccessQuery(userId);
  const user = access.data?.user;
  return (
    <Page
      title={t('accounts.admin.customers.credentialsTitle')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('accounts.admin.customers.credentialsIntro')}
      actions={
        <>
          <Link className={buttonClass()} to={localize('/Admin/update-customer-credentials')}>
            {t('accounts.admin.common.back')}
          </Link>
          <Link
            className={buttonClass()}
            to={localize(`/Admin/mapped-customer/${encodeURIComponent(userId)}`)}
          >
            {t('accounts.admin.customers.mappedCustomers')}
          </Link>
        </>
      }
    >
      {user ? (
        <Columns>
          <CredentialsForm key={`${user._id}-${user.email}`} user={user} />
          <AccessPanel user={user} />
        </Columns>
      ) : (
        <Panel>
          <StatusLine>
            {access.isError ? t('accounts.admin.common.loadFailed') : t('accounts.admin.common.loading')}
          </StatusLine>
        </Panel>
      )}
    </Page>
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
