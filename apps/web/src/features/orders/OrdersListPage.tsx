import { ORDER_STATUSES, ORDERS_PAGE_SIZE } from '@atelier/contracts/orders';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { OrdersQuery } from '../../api/orders';
import { useLocalize } from '../../i18n/useLocalize';
import { hasAmount, Money } from '../../shared/orders/Money';
import { formatOrderDate, formatReference, parseOrderStatus } from '../../shared/orders/orderFormat';
import { OrderStatusBadge } from '../../shared/orders/OrderStatusBadge';
import {
  BuyerPage,
  EmptyState,
  LoadFailed,
  Loading,
  TradeOnlyPanel,
  useBuyerReady,
} from '../../shared/orders/OrdersUi';
import { isForbidden } from '../../shared/orders/loadFailure';
import { Button } from '../../ui/Button';
import { Select, TextField } from '../../ui/Field';
import { Pagination } from '../../ui/PagedList/Pagination';
import { useOrdersQuery, type OrdersListKind } from './ordersApi';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters and page, kept in the URL (reload and Back keep them). */
export function ordersQueryFromParams(params: URLSearchParams): OrdersQuery {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const type = params.get('type');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const query: OrdersQuery = { page: Number.isFinite(page) && page > 1 ? page : 1, limit: ORDERS_PAGE_SIZE };
  const status = parseOrderStatus(params.get('status'));
  if (status !== undefined) query.status = status;
  if (type === 'stock' || type === 'special') query.type = type;
  const search = (params.get('search') ?? '').trim();
  if (search) query.search = search.slice(0, 50);
  if (DAY.test(from)) query.from = from;
  if (DAY.test(to)) query.to = to;
  return query;
}

interface FilterValues {
  status: string;
  type: string;
  search: string;
  from: string;
  to: string;
}

const FILTER_KEYS: ReadonlyArray<keyof FilterValues> = ['status', 'type', 'search', 'from', 'to'];

function filterValues(params: URLSearchParams): FilterValues {
  return {
    status: params.get('status') ?? '',
    type: params.get('type') ?? '',
    search: params.get('search') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** Status, type, number search and dates, applied together. */
function OrderFilters({
  params,
  onApply,
}: {
  params: URLSearchParams;
  onApply: (values: FilterValues) => void;
}) {
  const { t } = useTranslation();
  const fromUrl = filterValues(params);
  const urlKey = JSON.stringify(fromUrl);
  const [shownKey, setShownKey] = useState(urlKey);
  const [values, setValues] = useState(fromUrl);
  // Back and forward change the URL: the form follows.
  if (urlKey !== shownKey) {
    setShownKey(urlKey);
    setValues(fromUrl);
  }
  const set = (field: keyof FilterValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(values);
  };

  return (
    <form className="filters-bar" role="search" aria-label={t('orders.list.filters')} onSubmit={submit}>
      <TextField
        label={t('orders.list.search')}
        type="search"
        placeholder={t('orders.list.searchPlaceholder')}
        value={values.search}
        maxLength={50}
        onChange={(event) => set('search', event.target.value)}
      />
      <Select
        label={t('orders.fields.status')}
        placeholder={t('orders.list.allStatuses')}
        value={values.status}
        options={ORDER_STATUSES.map((status) => ({
          value: String(status),
          label: t(`orders.status.${status}`),
        }))}
        onChange={(event) => set('status', event.target.value)}
      />
      <Select
        label={t('orders.fields.orderType')}
        placeholder={t('orders.list.allTypes')}
        value={values.type}
        options={[
          { value: 'stock', label: t('orders.list.typeStock') },
          { value: 'special', label: t('orders.list.typeSpecial') },
        ]}
        onChange={(event) => set('type', event.target.value)}
      />
      <TextField
        label={t('orders.list.from')}
        type="date"
        value={values.from}
        onChange={(event) => set('from', event.target.value)}
      />
      <TextField
        label={t('orders.list.to')}
        type="date"
        value={values.to}
        onChange={(event) => set('to', event.target.value)}
      />
      <div className="filters-bar__actions">
        <Button type="submit" variant="primary">
          {t('orders.list.apply')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => onApply({ status: '', type: '', search: '', from: '', to: '' })}
        >
          {t('orders.list.clear')}
        </Button>
      </div>
    </form>
  );
}

/** /order-history (trade prices only) and /order-list: the customer's orders, newest first. */
export function OrdersListPage({ kind }: { kind: OrdersListKind }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const query = useMemo(() => ordersQueryFromParams(new URLSearchParams(paramsKey)), [paramsKey]);
  const ready = useBuyerReady();
  // currentData: a new page or filter shows the spinner, not the previous page's rows.
  const { currentData: list, error, isFetching, refetch } = useOrdersQuery({ kind, query }, { skip: !ready });
  const forbidden = isForbidden(error);
  const rows = list?.rows ?? [];

  const apply = (values: FilterValues) =>
    setParams(() => {
      const next = new URLSearchParams();
      for (const key of FILTER_KEYS) if (values[key].trim()) next.set(key, values[key].trim());
      return next;
    });
  const goToPage = (page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      return next;
    });

  const priced = rows.some((row) => hasAmount(row.grand_total));
  const title = kind === 'history' ? t('orders.list.historyTitle') : t('orders.list.listTitle');

  return (
    <BuyerPage
      title={title}
      intro={kind === 'history' ? t('orders.list.historyIntro') : t('orders.list.listIntro')}
    >
      {!forbidden && <OrderFilters params={params} onApply={apply} />}
      {forbidden ? (
        <TradeOnlyPanel message={error?.message || null} fallback={t('orders.list.tradeOnly')} />
      ) : error ? (
        <LoadFailed message={error.message || t('orders.list.loadFailed')} onRetry={() => void refetch()} />
      ) : !list ? (
        <Loading text={t('orders.list.loading')} />
      ) : rows.length === 0 ? (
        <EmptyState>
          <p>{t('orders.common.noRecords')}</p>
        </EmptyState>
      ) : (
        <div className="table-scroll" aria-busy={isFetching || undefined}>
          <table className="orders-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.fields.orderNumber')}</th>
                <th scope="col">{t('orders.fields.orderDate')}</th>
                <th scope="col">{t('orders.fields.referenceNumber')}</th>
                <th scope="col">{t('orders.fields.seOrderNumber')}</th>
                <th scope="col">{t('orders.fields.orderType')}</th>
                <th scope="col">{t('orders.fields.placedBy')}</th>
                <th scope="col" className="is-number">
                  {t('orders.fields.items')}
                </th>
                {priced && (
                  <th scope="col" className="is-number">
                    {t('orders.fields.grandTotal')}
                  </th>
                )}
                <th scope="col">{t('orders.fields.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row._id}>
                  <th scope="row">
                    <Link
                      className="orders-table__link"
                      to={localize(`/order-details/${encodeURIComponent(row._id)}`)}
                    >
                      {row.order_number}
                    </Link>
                  </th>
                  <td>{formatOrderDate(row.order_date || row.placed_at)}</td>
                  <td>{formatReference(row.reference_number)}</td>
                  <td>{row.se_order_number ?? '—'}</td>
                  <td>{t(`orders.orderType.${row.order_type}`)}</td>
                  <td>{row.placed_by}</td>
                  <td className="is-number">{row.total_quantity}</td>
                  {priced && (
                    <td className="is-number">
                      <Money value={row.grand_total} />
                    </td>
                  )}
                  <td>
                    <OrderStatusBadge status={row.status} />
                    {row.awaiting_customer_approval && (
                      <span className="tag tag--attention">{t('orders.list.awaitingApproval')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && rows.length > 0 && (
        <Pagination page={list.page} pageSize={list.limit} total={list.count} onPage={goToPage} />
      )}
    </BuyerPage>
  );
}

export function OrderHistoryPage() {
  return <OrdersListPage kind="history" />;
}

export function OrderListPage() {
  return <OrdersListPage kind="list" />;
}
