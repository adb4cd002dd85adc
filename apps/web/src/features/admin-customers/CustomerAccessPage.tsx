import type { CustomerAccessItem } from '@atelier/contracts/identity';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { AdminPage, AdminPanel } from '../../back-office/ui/AdminPage';
import { StatusBadge } from '../../back-office/ui/StatusBadge';
import { selectCustomerForm, selectCustomerSearch } from './adminCustomersSelectors';
import { customerAccessSubmitted, customerFormOpened, customerSearchRequested } from './adminCustomersSlice';
import { CustomerUserPicker } from './CustomerUserPicker';
import { useCustomerAccess } from './useCustomerAccess';

/** A customer in the edited access list; found by search, its primary address is not known yet. */
type AccessRow = Omit<CustomerAccessItem, 'isPrimaryAddress'> & { isPrimaryAddress: boolean | null };

function AccessEditor({ userId, initial, name }: { userId: string; initial: AccessRow[]; name: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectCustomerSearch);
  const submission = useAppSelector(selectCustomerForm('access'));
  const [rows, setRows] = useState<AccessRow[]>(initial);
  const [text, setText] = useState('');
  const ids = useId();
  const chosen = new Set(rows.map((row) => row._id));
  const errors = submission.errors?.['customerIds'] ?? [];

  useEffect(() => {
    dispatch(customerFormOpened('access'));
    dispatch(customerSearchRequested(''));
  }, [dispatch]);

  return (
    <div className="admin-columns">
      <AdminPanel title={t('accounts.admin.customers.accessOf', { name })} titleId={`${ids}-chosen`}>
        <p className="admin-panel__status">{t('accounts.admin.customers.accessHint')}</p>
        <div className="table-wrap access-table">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('accounts.admin.customers.acNo')}</th>
                <th scope="col">{t('accounts.admin.customers.company')}</th>
                <th scope="col">{t('accounts.admin.customers.primary')}</th>
                <th scope="col" className="row-actions-head">
                  {t('accounts.admin.common.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row._id}>
                  <td>{row.acNo}</td>
                  <td className="admin-table__primary">{row.company}</td>
                  <td>
                    {row.isPrimaryAddress === null
                      ? '—'
                      : row.isPrimaryAddress
                        ? t('accounts.admin.common.yes')
                        : t('accounts.admin.customers.noPrimary')}
                  </td>
                  <td>
                    <div className="row-actions">
                      <button
                        type="button"
                        className="button button--text button--text-danger"
                        aria-label={`${t('accounts.admin.customers.remove')} ${row.company}`}
                        onClick={() => setRows((current) => current.filter((other) => other._id !== row._id))}
                      >
                        {t('accounts.admin.customers.remove')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
              {rows.length === 0 && (
                <tr>
                  <td className="admin-table__empty" colSpan={4}>
                    {t('accounts.admin.common.noRecords')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        {errors.length > 0 && (
          <div className="field__errors" role="alert">
            {errors.map((message) => (
              <p key={message} className="field__error">
                {message}
              </p>
            ))}
          </div>
        )}
        <div className="admin-panel__footer">
          <button
            type="button"
            className="button button--primary"
            aria-busy={submission.status === 'pending' || undefined}
            onClick={() => {
              if (submission.status !== 'pending')
                dispatch(customerAccessSubmitted({ userId, customerIds: rows.map((row) => row._id) }));
            }}
          >
            {t('accounts.admin.customers.saveAccess')}
          </button>
        </div>
      </AdminPanel>

      <AdminPanel title={t('accounts.admin.customers.addCustomer')} titleId={`${ids}-add`}>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-search`}>
            {t('accounts.admin.customers.findCustomer')}
          </label>
          <input
            id={`${ids}-search`}
            className="input"
            type="search"
            value={text}
            placeholder={t('accounts.admin.customers.searchPlaceholder')}
            onChange={(event) => {
              setText(event.target.value);
              dispatch(customerSearchRequested(event.target.value));
            }}
          />
        </div>
        <ul className="access-results" aria-live="polite">
          {search.rows.map((customer) => (
            <li key={customer._id} className="access-results__item">
              <span>
                <span className="admin-table__primary">{customer.company}</span>
                <span className="admin-table__secondary">{customer.acNo}</span>
              </span>
              <button
                type="button"
                className="button button--text"
                disabled={chosen.has(customer._id)}
                aria-label={`${t('accounts.admin.customers.add')} ${customer.company}`}
                onClick={() =>
                  setRows((current) => [
                    ...current,
                    {
                      _id: customer._id,
                      acNo: customer.acNo,
                      company: customer.company,
                      status: customer.status,
                      isPrimaryAddress: null,
                    },
                  ])
                }
              >
                {t('accounts.admin.customers.add')}
              </button>
            </li>
          ))}
          {search.status === 'loaded' && search.rows.length === 0 && (
            <li className="admin-panel__status">{t('accounts.admin.common.noRecords')}</li>
          )}
          {search.status === 'loading' && (
            <li className="admin-panel__status" role="status">
              {t('accounts.admin.common.loading')}
            </li>
          )}
        </ul>
      </AdminPanel>
    </div>
  );
}

function AccessOfUser({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { data, status } = useCustomerAccess(userId);
  const name = data ? `${data.user.firstName} ${data.user.lastName}`.trim() : '';

  return (
    <AdminPage
      title={t('accounts.admin.customers.accessTitle')}
      intro={
        data ? (
          <>
            {name} · {data.user.email} <StatusBadge status={data.user.status} />
          </>
        ) : undefined
      }
      actions={
        <Link className="button button--outline" to={localize('/Admin/manage-customer-access')}>
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
        <AdminPanel>
          <p className="admin-panel__status" role="status">
            {status === 'failed' ? t('accounts.admin.common.loadFailed') : t('accounts.admin.common.loading')}
          </p>
        </AdminPanel>
      )}
    </AdminPage>
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
