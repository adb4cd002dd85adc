import type { CustomerDetail } from '@atelier/contracts/identity';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { Button, buttonClass } from '../../ui/Button';
import { Columns, Details, Page, Panel, StatusLine } from '../../ui/Page';
import { useCustomerQuery } from './adminCustomersApi';
import { StatusBadge, useFormatDate, VerifiedMark } from './CustomerBadges';
import { CustomerEditForm } from './CustomerEditForm';
import { CustomerListPage } from './CustomerListPage';
import { CustomerUsersTable } from './CustomerUsersTable';
import { useReviewDialogs } from './ReviewDialogs';

function CustomerSummary({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const items: [string, ReactNode][] = [
    [t('accounts.admin.customers.status'), <StatusBadge key="status" status={customer.status} />],
  ];
  if (customer.acNo) items.push([t('accounts.admin.customers.acNo'), customer.acNo]);
  items.push([t('accounts.admin.customers.contact'), customer.contactName]);
  if (customer.email)
    items.push([
      t('accounts.admin.customers.email'),
      <>
        {customer.email}
        <VerifiedMark verified={customer.emailVerified} />
      </>,
    ]);
  items.push([t('accounts.admin.customers.registered'), formatDate(customer.createdAt)]);
  if (customer.reviewedAt)
    items.push([t('accounts.admin.customers.reviewed'), formatDate(customer.reviewedAt)]);
  if (customer.rejectionReason)
    items.push([t('accounts.admin.customers.rejectionReason'), customer.rejectionReason]);
  return (
    <Panel title={t('accounts.admin.customers.applicant')}>
      <Details items={items} />
    </Panel>
  );
}

function CustomerUsersPanel({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <Panel title={t('accounts.admin.customers.usersSection')}>
      <CustomerUsersTable customerId={customer._id} />
      <div>
        <Link
          className={buttonClass({ size: 'sm' })}
          to={localize(`/Admin/add-customer-users/${encodeURIComponent(customer._id)}`)}
        >
          {t('accounts.admin.customers.addUser')}
        </Link>
      </div>
    </Panel>
  );
}

/** One customer: its application (update-pending-user/{id}) or its account (manage-customer?id=). */
function CustomerEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const detail = useCustomerQuery(id);
  const { dialog, openApprove, openReject } = useReviewDialogs();
  const customer = detail.data;
  const approved = customer?.status === 'approved';
  const title = approved
    ? t('accounts.admin.customers.manageTitle')
    : t('accounts.admin.customers.reviewTitle');

  if (!customer) {
    return (
      <Page title={title} titleSuffix={t('meta.adminTitle')}>
        <Panel>
          {detail.isError ? (
            <p role="alert">{t('accounts.admin.customers.notFound')}</p>
          ) : (
            <StatusLine>{t('accounts.admin.common.loading')}</StatusLine>
          )}
        </Panel>
      </Page>
    );
  }

  const actions =
    customer.status === 'approved' ? null : (
      <>
        <Button variant="primary" onClick={() => openApprove(customer)}>
          {t('accounts.admin.customers.approve')}
        </Button>
        {customer.status === 'pending' && (
          <Button variant="danger" onClick={() => openReject(customer)}>
            {t('accounts.admin.customers.reject')}
          </Button>
        )}
      </>
    );

  return (
    <Page
      title={`${title}: ${customer.company}`}
      titleSuffix={t('meta.adminTitle')}
      intro={!approved ? t('accounts.admin.customers.decisionIntro') : undefined}
      actions={actions}
    >
      <Columns>
        <CustomerEditForm key={`${customer._id}-${customer.status}`} customer={customer} />
        <CustomerSummary customer={customer} />
      </Columns>
      {approved && <CustomerUsersPanel customer={customer} />}
      {dialog}
    </Page>
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
