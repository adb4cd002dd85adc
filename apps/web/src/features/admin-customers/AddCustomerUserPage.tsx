import { NEW_USER_FIELDS } from '@atelier/contracts/common';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import type { FormValues } from '../../shared/forms/formMessages';
import { fieldError, useAccountFieldName, useSpecForm } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button, buttonClass } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { FieldGrid, FormLayout, Page } from '../../ui/Page';
import { useAddCustomerUserMutation, useCustomerQuery } from './adminCustomersApi';
import { CustomerListPage } from './CustomerListPage';

type Values = FormValues<keyof typeof NEW_USER_FIELDS>;
const FIELDS = Object.keys(NEW_USER_FIELDS) as Path<Values>[];
const EMPTY: Values = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

function AddUserForm({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const navigate = useNavigate();
  const feedback = useFormFeedback();
  const company = useCustomerQuery(customerId).data?.company;
  const [add, { isLoading }] = useAddCustomerUserMutation();
  const form = useSpecForm<Values>(NEW_USER_FIELDS, EMPTY, useAccountFieldName());
  const { errors } = form.formState;
  const usersPath = `/Admin/approved-customer-users?customer=${encodeURIComponent(customerId)}`;

  const save = form.handleSubmit(async (values) => {
    if (isLoading) return;
    const lastName = String(values.lastName).trim();
    const body = {
      firstName: String(values.firstName).trim(),
      ...(lastName ? { lastName } : {}),
      email: String(values.email).trim(),
      password: String(values.password),
      confirmPassword: String(values.confirmPassword),
    };
    try {
      const answer = await add({ customerId, body }).unwrap();
      feedback.succeeded(answer.message);
      // Back to the customer's users, where the new one now shows.
      void navigate(localize(usersPath));
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });

  return (
    <Page
      title={t('accounts.admin.customers.addUserTitle')}
      titleSuffix={t('meta.adminTitle')}
      intro={company ? t('accounts.admin.customers.addUserIntro', { company }) : undefined}
      actions={
        <Link className={buttonClass()} to={localize(usersPath)}>
          {t('accounts.admin.common.back')}
        </Link>
      }
    >
      <FormLayout
        onSubmit={(event) => void save(event)}
        actions={
          <Button type="submit" variant="primary" loading={isLoading}>
            {isLoading ? t('accounts.form.saving') : t('accounts.admin.customers.addUser')}
          </Button>
        }
      >
        <FieldGrid>
          <TextField
            label={t('accounts.labels.firstName')}
            required
            autoComplete="off"
            {...form.register('firstName')}
            error={fieldError(errors, 'firstName')}
          />
          <TextField
            label={t('accounts.labels.lastName')}
            autoComplete="off"
            {...form.register('lastName')}
            error={fieldError(errors, 'lastName')}
          />
          <TextField
            label={t('accounts.labels.email')}
            type="email"
            required
            autoComplete="off"
            {...form.register('email')}
            error={fieldError(errors, 'email')}
          />
        </FieldGrid>
        <FieldGrid>
          <TextField
            label={t('accounts.labels.password')}
            type="password"
            required
            autoComplete="new-password"
            hint={t('accounts.form.passwordHint')}
            {...form.register('password')}
            error={fieldError(errors, 'password')}
          />
          <TextField
            label={t('accounts.labels.confirmPassword')}
            type="password"
            required
            autoComplete="new-password"
            {...form.register('confirmPassword')}
            error={fieldError(errors, 'confirmPassword')}
          />
        </FieldGrid>
      </FormLayout>
    </Page>
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
