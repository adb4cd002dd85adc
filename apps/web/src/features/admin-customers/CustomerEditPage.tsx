import type { CustomerDetail } from '@atelier/contracts/identity';
import { toNumber } from '@atelier/contracts/common';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import {
  CheckboxField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../shared/forms/Fields';
import { useForm } from '../../shared/forms/useForm';
import { AdminPage, AdminPanel } from '../../back-office/ui/AdminPage';
import { formatDate } from '../../back-office/ui/formatDate';
import { StatusBadge, VerifiedMark } from '../../back-office/ui/StatusBadge';
import { selectLanguage } from '../../app/language/languageSelectors';
import { selectCurrencyOptions, currenciesRequested } from '../registration';
import { selectCustomerDetail, selectCustomerForm, selectCustomerUsers } from './adminCustomersSelectors';
import {
  customerFormOpened,
  customerRequested,
  customerUpdateSubmitted,
  customerUsersRequested,
} from './adminCustomersSlice';
import {
  customerEditSpec,
  customerEditValues,
  toCustomerUpdate,
  type CustomerEditField,
} from './customerEditForm';
import { CustomerListPage } from './CustomerListPage';
import { CustomerUsersTable } from './CustomerUsersTable';
import { useReviewDialogs } from './ReviewDialogs';

function CustomerSummary({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  return (
    <AdminPanel title={t('accounts.admin.customers.applicant')} titleId={`summary-${customer._id}`}>
      <dl className="summary-list">
        <dt>{t('accounts.admin.customers.status')}</dt>
        <dd>
          <StatusBadge status={customer.status} />
        </dd>
        {customer.acNo && (
          <>
            <dt>{t('accounts.admin.customers.acNo')}</dt>
            <dd>{customer.acNo}</dd>
          </>
        )}
        <dt>{t('accounts.admin.customers.contact')}</dt>
        <dd>{customer.contactName}</dd>
        {customer.email && (
          <>
            <dt>{t('accounts.admin.customers.email')}</dt>
            <dd>
              {customer.email}
              <VerifiedMark verified={customer.emailVerified} />
            </dd>
          </>
        )}
        <dt>{t('accounts.admin.customers.registered')}</dt>
        <dd>{formatDate(customer.createdAt, language)}</dd>
        {customer.reviewedAt && (
          <>
            <dt>{t('accounts.admin.customers.reviewed')}</dt>
            <dd>{formatDate(customer.reviewedAt, language)}</dd>
          </>
        )}
        {customer.rejectionReason && (
          <>
            <dt>{t('accounts.admin.customers.rejectionReason')}</dt>
            <dd>{customer.rejectionReason}</dd>
          </>
        )}
      </dl>
    </AdminPanel>
  );
}

function CustomerEditForm({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const submission = useAppSelector(selectCustomerForm('edit'));
  const currencyOptions = useAppSelector(selectCurrencyOptions);
  const ids = useId();
  const approved = customer.status === 'approved';
  const [initial] = useState(() => customerEditValues(customer));
  const [spec] = useState(() => customerEditSpec(initial));
  const form = useForm({
    spec,
    initial,
    serverErrors: submission.errors,
    onValid: (values) => {
      const markup = toNumber(values.markup);
      if (markup === null || submission.status === 'pending') return;
      dispatch(
        customerUpdateSubmitted({
          id: customer._id,
          body: toCustomerUpdate(values, initial, approved, markup),
        }),
      );
    },
  });
  const label = (field: CustomerEditField) => t(`accounts.labels.${field}`);

  return (
    <form ref={form.formRef} className="admin-panel" noValidate onSubmit={form.handleSubmit}>
      <fieldset className="form-section" aria-labelledby={`${ids}-details`}>
        <legend className="form-section__legend" id={`${ids}-details`}>
          {t('accounts.admin.customers.detailsSection')}
        </legend>
        <div className="form-grid">
          <TextField form={form} name="companyName" label={label('companyName')} />
          <TextField form={form} name="contactName" label={label('contactName')} />
          <TextField form={form} name="companyPhone" label={label('companyPhone')} type="tel" />
          <TextField form={form} name="mobile" label={label('mobile')} type="tel" />
          <TextField form={form} name="website" label={label('website')} inputMode="url" />
          <TextField form={form} name="vatNumber" label={label('vatNumber')} />
          <SelectField
            form={form}
            name="currency"
            label={label('currency')}
            options={currencyOptions}
            placeholder={t('accounts.form.chooseCurrency')}
          />
        </div>
      </fieldset>
      <fieldset className="form-section" aria-labelledby={`${ids}-address`}>
        <legend className="form-section__legend" id={`${ids}-address`}>
          {t('accounts.admin.customers.addressSection')}
        </legend>
        <div className="form-grid">
          <TextField form={form} name="addressLine1" label={label('addressLine1')} />
          <TextField form={form} name="addressLine2" label={label('addressLine2')} />
          <TextField form={form} name="city" label={label('city')} />
          <TextField form={form} name="county" label={label('county')} />
          <TextField form={form} name="postCode" label={label('postCode')} />
          <TextField form={form} name="country" label={label('country')} />
        </div>
      </fieldset>
      <fieldset className="form-section" aria-labelledby={`${ids}-pricing`}>
        <legend className="form-section__legend" id={`${ids}-pricing`}>
          {t('accounts.admin.customers.pricingSection')}
        </legend>
        <div className="form-grid">
          <TextField
            form={form}
            name="markup"
            label={label('markup')}
            hint={t('accounts.form.markupHint')}
            inputMode="decimal"
          />
          {approved && <TextField form={form} name="acNo" label={label('acNo')} autoComplete="off" />}
          <CheckboxField form={form} name="isVatApplicable" label={label('isVatApplicable')} wide />
        </div>
      </fieldset>
      <fieldset className="form-section" aria-labelledby={`${ids}-more`}>
        <legend className="form-section__legend" id={`${ids}-more`}>
          {t('accounts.registration.more')}
        </legend>
        <div className="form-grid">
          <TextAreaField form={form} name="references" label={label('references')} />
          <TextAreaField form={form} name="comments" label={label('comments')} />
        </div>
      </fieldset>
      <div className="form__actions">
        <SubmitButton
          pending={submission.status === 'pending'}
          label={t('accounts.admin.common.save')}
          pendingLabel={t('accounts.form.saving')}
        />
      </div>
    </form>
  );
}

function CustomerUsersPanel({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const users = useAppSelector(selectCustomerUsers);
  const titleId = useId();

  useEffect(() => {
    dispatch(customerUsersRequested(customer._id));
  }, [dispatch, customer._id]);

  return (
    <AdminPanel title={t('accounts.admin.customers.usersSection')} titleId={titleId}>
      <CustomerUsersTable
        users={users.customerId === customer._id ? users.rows : []}
        emptyText={
          users.status === 'loading'
            ? t('accounts.admin.common.loading')
            : t('accounts.admin.common.noRecords')
        }
      />
      <p className="admin-panel__footer">
        <Link
          className="button button--outline button--small"
          to={localize(`/Admin/add-customer-users/${encodeURIComponent(customer._id)}`)}
        >
          {t('accounts.admin.customers.addUser')}
        </Link>
      </p>
    </AdminPanel>
  );
}

/** One customer: its application (update-pending-user/{id}) or its account (manage-customer?id=). */
function CustomerEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const detail = useAppSelector(selectCustomerDetail);
  const { dialog, openApprove, openReject } = useReviewDialogs();
  const customer = detail.id === id ? detail.data : null;

  useEffect(() => {
    dispatch(customerRequested(id));
    dispatch(customerFormOpened('edit'));
    dispatch(currenciesRequested());
  }, [dispatch, id]);

  const approved = customer?.status === 'approved';
  const title = approved
    ? t('accounts.admin.customers.manageTitle')
    : t('accounts.admin.customers.reviewTitle');

  if (!customer) {
    return (
      <AdminPage title={title}>
        <AdminPanel>
          <p className="admin-panel__status" role={detail.status === 'failed' ? 'alert' : 'status'}>
            {detail.status === 'failed'
              ? t('accounts.admin.customers.notFound')
              : t('accounts.admin.common.loading')}
          </p>
        </AdminPanel>
      </AdminPage>
    );
  }

  const actions =
    customer.status === 'approved' ? null : (
      <>
        <button type="button" className="button button--primary" onClick={() => openApprove(customer)}>
          {t('accounts.admin.customers.approve')}
        </button>
        {customer.status === 'pending' && (
          <button type="button" className="button button--danger" onClick={() => openReject(customer)}>
            {t('accounts.admin.customers.reject')}
          </button>
        )}
      </>
    );

  return (
    <AdminPage
      title={`${title}: ${customer.company}`}
      intro={!approved ? t('accounts.admin.customers.decisionIntro') : undefined}
      actions={actions}
    >
      <div className="admin-columns">
        <CustomerEditForm key={`${customer._id}-${customer.status}`} customer={customer} />
        <CustomerSummary customer={customer} />
      </div>
      {approved && <CustomerUsersPanel customer={customer} />}
      {dialog}
    </AdminPage>
  );
}

/** update-pending-user/{id}: without an id, the pending applications to choose from. */
export function UpdatePendingUserPage() {
  const { id } = useParams();
  if (!id) return <CustomerListPage kind="pending" />;
  return <CustomerEditor key={id} id={id} />;
}

/** manage-customer?id=: without an id, the approved customers to choose from. */
export function ManageCustomerPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id)
    return (
      <CustomerListPage
        kind="approved"
        title={t('accounts.admin.customers.manageTitle')}
        intro={t('accounts.admin.customers.manageIntro')}
      />
    );
  return <CustomerEditor key={id} id={id} />;
}
