import type { CustomerAccessItem, CustomerListItem } from '@atelier/contracts/identity';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { isApiFailure } from '../../api/baseApi';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button, buttonClass } from '../../ui/Button';
import { FieldNotes, TextField } from '../../ui/Field';
import { Columns, Page, Panel, StatusLine } from '../../ui/Page';
import { Table, type Column } from '../../ui/Table';
import {
  CUSTOMER_SEARCH_LIMIT,
  useCustomerAccessQuery,
  useCustomersQuery,
  useSetCustomerAccessMutation,
} from './adminCustomersApi';
import { fullName, StatusBadge } from './CustomerBadges';
import { CustomerUserPicker } from './CustomerUserPicker';

/** Typing pause before the customer search asks the server. */
const SEARCH_PAUSE_MS = 300;

/** A customer in the edited access list; found by search, its primary address is not known yet. */
type AccessRow = Omit<CustomerAccessItem, 'isPrimaryAddress'> & { isPrimaryAddress: boolean | null };

/** The text once typing has paused (the search asks the server for that one only). */
function usePaused(text: string): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

function CustomerSearch({
  chosen,
  onAdd,
}: {
  chosen: ReadonlySet<string>;
  onAdd: (row: CustomerListItem) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = usePaused(text.trim());
  const found = useCustomersQuery(
    { status: 'approved', search, page: 1, limit: CUSTOMER_SEARCH_LIMIT },
    { skip: search === '' },
  );
  const columns = useMemo<Column<CustomerListItem>[]>(
    () => [
      { id: 'company', header: t('accounts.admin.customers.company'), cell: (row) => row.company },
      { id: 'acNo', header: t('accounts.admin.customers.acNo'), cell: (row) => row.acNo },
      {
        id: 'add',
        header: t('accounts.admin.common.actions'),
        cell: (row) => (
          <Button
            size="sm"
            variant="ghost"
            disabled={chosen.has(row._id)}
            aria-label={`${t('accounts.admin.customers.add')} ${row.company}`}
            onClick={() => onAdd(row)}
          >
            {t('accounts.admin.customers.add')}
          </Button>
        ),
      },
    ],
    [t, chosen, onAdd],
  );
  return (
    <Panel title={t('accounts.admin.customers.addCustomer')}>
      <TextField
        type="search"
        label={t('accounts.admin.customers.findCustomer')}
        placeholder={t('accounts.admin.customers.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {search !== '' && (
        <div aria-live="polite">
          <Table
            label={t('accounts.admin.customers.addCustomer')}
            rows={found.data?.rows ?? []}
            columns={columns}
            rowId={(row) => row._id}
            loading={found.isFetching}
            error={found.isError ? t('accounts.admin.common.loadFailed') : undefined}
            empty={t('accounts.admin.common.noRecords')}
          />
        </div>
      )}
    </Panel>
  );
}

function AccessEditor({ userId, initial, name }: { userId: string; initial: AccessRow[]; name: string }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [save, { isLoading }] = useSetCustomerAccessMutation();
  const [rows, setRows] = useState<AccessRow[]>(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const chosen = useMemo(() => new Set(rows.map((row) => row._id)), [rows]);
  const add = useMemo(
    () => (customer: CustomerListItem) =>
      setRows((current) => [
        ...current,
        {
          _id: customer._id,
          acNo: customer.acNo,
          company: customer.company,
          status: customer.status,
          isPrimaryAddress: null,
        },
      ]),
    [],
  );
  const columns = useMemo<Column<AccessRow>[]>(
    () => [
      { id: 'acNo', header: t('accounts.admin.customers.acNo'), cell: (row) => row.acNo },
      {
        id: 'company',
        header: t('accounts.admin.customers.company'),
        hideable: false,
        cell: (row) => row.company,
      },
      {
        id: 'primary',
        header: t('accounts.admin.customers.primary'),
        cell: (row) =>
          row.isPrimaryAddress === null
            ? '—'
            : row.isPrimaryAddress
              ? t('accounts.admin.common.yes')
              : t('accounts.admin.customers.noPrimary'),
      },
      {
        id: 'remove',
        header: t('accounts.admin.common.actions'),
        hideable: false,
        cell: (row) => (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${t('accounts.admin.customers.remove')} ${row.company}`}
            onClick={() => setRows((current) => current.filter((other) => other._id !== row._id))}
          >
            {t('accounts.admin.customers.remove')}
          </Button>
        ),
      },
    ],
    [t],
  );

  const submit = () => {
    if (isLoading) return;
    setErrors([]);
    save({ userId, customerIds: rows.map((row) => row._id) })
      .unwrap()
      .then(
        (answer) => feedback.succeeded(answer.message),
        (error: unknown) => {
          const listErrors = isApiFailure(error) ? (error.errors?.['customerIds'] ?? []) : [];
          if (listErrors.length > 0) setErrors(listErrors);
          else feedback.failed(error);
        },
      );
  };

  return (
    <Columns>
      <Panel title={t('accounts.admin.customers.accessOf', { name })}>
        <StatusLine>{t('accounts.admin.customers.accessHint')}</StatusLine>
        <Table
          label={t('accounts.admin.customers.accessOf', { name })}
          rows={rows}
          columns={columns}
          rowId={(row) => row._id}
          empty={t('accounts.admin.common.noRecords')}
        />
        <div role="alert">
          <FieldNotes hint={null} hintId="" errors={errors} errorId={`${userId}-access-errors`} />
        </div>
        <div>
          <Button variant="primary" loading={isLoading} onClick={submit}>
            {t('accounts.admin.customers.saveAccess')}
          </Button>
        </div>
      </Panel>
      <CustomerSearch chosen={chosen} onAdd={add} />
    </Columns>
  );
}

function AccessOfUser({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const access = useCustomerAccessQuery(userId);
  const data = access.data;
  const name = data ? fullName(data.user) : '';

  return (
    <Page
      title={t('accounts.admin.customers.accessTitle')}
      titleSuffix={t('meta.adminTitle')}
      intro={
        data ? (
          <>
            {name} · {data.user.email} <StatusBadge status={data.user.status} />
          </>
        ) : undefined
      }
      actions={
        <Link className={buttonClass()} to={localize('/Admin/manage-customer-access')}>
          {t('accounts.admin.common.back')}
        </Link>
      }
    >
      {data ? (
        <AccessEditor
          key={data.customers.map((customer) => customer._id).join()}
          userId={userId}
          name={name}
          initial={data.customers}
        />
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

/** manage-customer-access?user=: the customers a storefront user may buy for (the list replaces theirs). */
export function CustomerAccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const userId = params.get('user');
  if (!userId)
    return (
      <CustomerUserPicker
        title={t('accounts.admin.customers.accessTitle')}
        intro={t('accounts.admin.customers.accessIntro')}
        actionLabel={t('accounts.admin.customers.chooseUser')}
        linkFor={(user) => `/Admin/manage-customer-access?user=${encodeURIComponent(user._id)}`}
      />
    );
  return <AccessOfUser key={userId} userId={userId} />;
}
