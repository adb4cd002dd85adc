import { ORDER_STATUSES, ORDERS_PAGE_SIZE } from '@atelier/contracts/orders';
import { useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { AdminOrdersQuery } from '../../api/orders';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { AdminPage } from '../../back-office/ui/AdminPage';
import { Money } from '../../shared/orders/Money';
import { formatOrderDate } from '../../shared/orders/orderFormat';
import { OrderStatusBadge } from '../../shared/orders/OrderStatusBadge';
import { Pager } from '../../shared/orders/OrdersUi';
import { ordersQueryFromParams } from '../orders';
import type { PagedState } from '../../shared/orders/pagedState';
import { selectAdminCustomers, selectAdminOrdersList } from './adminOrdersSelectors';
import { adminCustomersRequested, adminOrdersRequested } from './adminOrdersSlice';
import './admin-orders.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order list's filters (as order-list's plus customer and "awaiting the customer") from the URL. */
export function adminOrdersQuery(params: URLSearchParams): AdminOrdersQuery {
  const query: AdminOrdersQuery = { ...ordersQueryFromParams(params), limit: ORDERS_PAGE_SIZE };
  const customerId = params.get('customerId') ?? '';
  if (UUID.test(customerId)) query.customerId = customerId;
  if (params.get('awaitingCustomer') === 'true') query.awaitingCustomer = true;
  return query;
}

/** Loading, failure and "No records" inside a back-office table. */
export function TableState<T>({
  list,
  columns,
  loading,
  failed,
}: {
  list: PagedState<T>;
  columns: number;
  loading: string;
  failed: string;
}): ReactNode {
  const { t } = useTranslation();
  if (list.rows.length > 0) return null;
  const text =
    list.status === 'failed'
      ? (list.error ?? failed)
      : list.status === 'loaded'
        ? t('orders.common.noRecords')
        : loading;
  return (
    <tr>
      <td
        className="admin-table__empty"
        colSpan={columns}
        role={list.status === 'failed' ? 'alert' : 'status'}
      >
        {text}
      </td>
    </tr>
  );
}

/** Customer choices for the filters (when the admin may read customers). */
export function useCustomerChoices() {
  const dispatch = useAppDispatch();
  const customers = useAppSelector(selectAdminCustomers);
  useEffect(() => {
    if (customers.status === 'idle') dispatch(adminCustomersRequested());
  }, [dispatch, customers.status]);
  return customers;
}

interface Filters {
  search: string;
  status: string;
  type: string;
  customerId: string;
  from: string;
  to: string;
  awaitingCustomer: boolean;
}

function filtersOf(params: URLSearchParams): Filters {
  return {
    search: params.get('search') ?? '',
    status: params.get('status') ?? '',
    type: params.get('type') ?? '',
    customerId: params.get('customerId') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    awaitingCustomer: params.get('awaitingCustomer') === 'true',
  };
}

/** /Admin/orders: every customer's orders with filters (status, customer, dates, number) and paging. */
export function AdminOrdersPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const baseId = useId();
  const [params, setParams] = useSearchParams();
  const list = useAppSelector(selectAdminOrdersList);
  const customers = useCustomerChoices();
  const paramsKey = params.toString();
  const query = useMemo(() => adminOrdersQuery(new URLSearchParams(paramsKey)), [paramsKey]);
  const [values, setValues] = useState<Filters>(() => filtersOf(params));
  const [shownKey, setShownKey] = useState(paramsKey);
  if (paramsKey !== shownKey) {
    setShownKey(paramsKey);
    setValues(filtersOf(new URLSearchParams(paramsKey)));
  }

  useEffect(() => {
    dispatch(adminOrdersRequested(query));
  }, [dispatch, query]);

  const set = <K extends keyof Filters>(field: K, value: Filters[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const apply = (next: Filters) =>
    setParams(() => {
      const out = new URLSearchParams();
      for (const [key, value] of Object.entries(next)) {
        if (value === true) out.set(key, 'true');
        else if (typeof value === 'string' && value.trim()) out.set(key, value.trim());
      }
      return out;
    });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(values);
  };
  const id = (name: string) => `${baseId}-${name}`;

  return (
    <AdminPage title={t('orders.admin.orders.title')} intro={t('orders.admin.orders.intro')}>
      <form
        className="admin-filters order-filters"
        role="search"
        aria-label={t('orders.list.filters')}
        onSubmit={submit}
      >
        <div className="field">
          <label className="field__label" htmlFor={id('search')}>
            {t('orders.list.search')}
          </label>
          <input
            id={id('search')}
            className="input"
            type="search"
            maxLength={50}
            placeholder={t('orders.list.searchPlaceholder')}
            value={values.search}
            onChange={(event) => set('search', event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={id('status')}>
            {t('orders.fields.status')}
          </label>
          <select
            id={id('status')}
            className="select"
            value={values.status}
            onChange={(event) => set('status', event.target.value)}
          >
            <option value="">{t('orders.list.allStatuses')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={String(status)}>
                {t(`orders.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={id('type')}>
            {t('orders.fields.orderType')}
          </label>
          <select
            id={id('type')}
            className="select"
            value={values.type}
            onChange={(event) => set('type', event.target.value)}
          >
            <option value="">{t('orders.list.allTypes')}</option>
            <option value="stock">{t('orders.list.typeStock')}</option>
            <option value="special">{t('orders.list.typeSpecial')}</option>
          </select>
        </div>
        {customers.status === 'loaded' && (
          <div className="field">
            <label className="field__label" htmlFor={id('customer')}>
              {t('orders.fields.customer')}
            </label>
            <select
              id={id('customer')}
              className="select"
              value={values.customerId}
              onChange={(event) => set('customerId', event.target.value)}
            >
              <option value="">{t('orders.admin.allCustomers')}</option>
              {customers.rows.map((customer) => (
                <option key={customer._id} value={customer._id}>
                  {customer.company}
                  {customer.acNo ? ` (${customer.acNo})` : ''}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor={id('from')}>
            {t('orders.list.from')}
          </label>
          <input
            id={id('from')}
            className="input"
            type="date"
            value={values.from}
            onChange={(event) => set('from', event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={id('to')}>
            {t('orders.list.to')}
          </label>
          <input
            id={id('to')}
            className="input"
            type="date"
            value={values.to}
            onChange={(event) => set('to', event.target.value)}
          />
        </div>
        <label className="check-inline">
          <input
            type="checkbox"
            checked={values.awaitingCustomer}
            onChange={(event) => set('awaitingCustomer', event.target.checked)}
          />
          {t('orders.admin.orders.awaitingCustomer')}
        </label>
        <div className="order-filters__actions">
          <button type="submit" className="button button--primary">
            {t('orders.list.apply')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() =>
              apply({
                search: '',
                status: '',
                type: '',
                customerId: '',
                from: '',
                to: '',
                awaitingCustomer: false,
              })
            }
          >
            {t('orders.list.clear')}
          </button>
        </div>
      </form>

      <div className="table-wrap" aria-busy={list.status === 'loading' || undefined}>
        <table className="admin-table">
          <caption className="visually-hidden">{t('orders.admin.orders.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.fields.orderNumber')}</th>
              <th scope="col">{t('orders.fields.customer')}</th>
              <th scope="col">{t('orders.fields.orderDate')}</th>
              <th scope="col">{t('orders.fields.orderType')}</th>
              <th scope="col" className="is-number">
                {t('orders.fields.items')}
              </th>
              <th scope="col" className="is-number">
                {t('orders.fields.grandTotal')}
              </th>
              <th scope="col">{t('orders.fields.status')}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row._id}>
                <td>
                  <Link
                    className="admin-table__primary"
                    to={localize(`/Admin/orders/${encodeURIComponent(row._id)}`)}
                  >
                    {row.order_number}
                  </Link>
                  {row.se_order_number && (
                    <span className="admin-table__secondary">{row.se_order_number}</span>
                  )}
                </td>
                <td>
                  {row.customer_name}
                  <span className="admin-table__secondary">{row.customer_ac_no}</span>
                </td>
                <td>{formatOrderDate(row.order_date || row.placed_at)}</td>
                <td>{t(`orders.orderType.${row.order_type}`)}</td>
                <td className="is-number">{row.total_quantity}</td>
                <td className="is-number">
                  <Money value={row.grand_total} />
                </td>
                <td>
                  <OrderStatusBadge status={row.status} />
                  {row.awaiting_customer_approval && (
                    <span className="tag tag--attention">{t('orders.admin.orders.awaitingTag')}</span>
                  )}
                </td>
              </tr>
            ))}
            <TableState
              list={list}
              columns={7}
              loading={t('orders.list.loading')}
              failed={t('orders.list.loadFailed')}
            />
          </tbody>
        </table>
      </div>
      {list.status === 'loaded' && (
        <Pager
          page={list.page}
          pages={list.pages}
          count={list.count}
          onPage={(page) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              if (page > 1) next.set('page', String(page));
              else next.delete('page');
              return next;
            })
          }
        />
      )}
    </AdminPage>
  );
}
