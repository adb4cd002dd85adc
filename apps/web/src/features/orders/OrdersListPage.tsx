import { ORDER_STATUSES, ORDERS_PAGE_SIZE } from '@atelier/contracts/orders';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { OrdersQuery } from '../../api/orders';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { hasAmount, Money } from '../../shared/orders/Money';
import { formatOrderDate, formatReference, parseOrderStatus } from '../../shared/orders/orderFormat';
import { OrderStatusBadge } from '../../shared/orders/OrderStatusBadge';
import {
  BuyerPage,
  EmptyState,
  LoadFailed,
  Loading,
  Pager,
  TradeOnlyPanel,
  useBuyerReady,
} from '../../shared/orders/OrdersUi';
import { selectOrdersList } from './ordersSelectors';
import { ordersRequested, type OrdersListKind } from './ordersSlice';

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
  const baseId = useId();
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
  const id = (name: string) => `${baseId}-${name}`;

  return (
    <form className="filters-bar" role="search" aria-label={t('orders.list.filters')} onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={id('search')}>
          {t('orders.list.search')}
        </label>
        <input
          id={id('search')}
          className="input"
          type="search"
          placeholder={t('orders.list.searchPlaceholder')}
          value={values.search}
          maxLength={50}
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
      <div className="filters-bar__actions">
        <button type="submit" className="button button--primary">
          {t('orders.list.apply')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => onApply({ status: '', type: '', search: '', from: '', to: '' })}
        >
          {t('orders.list.clear')}
        </button>
      </div>
    </form>
  );
}

/** /order-history (trade prices only) and /order-list: the customer's orders, newest first. */
export function OrdersListPage({ kind }: { kind: OrdersListKind }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const [params, setParams] = useSearchParams();
  const list = useAppSelector(selectOrdersList);
  const paramsKey = params.toString();
  const query = useMemo(() => ordersQueryFromParams(new URLSearchParams(paramsKey)), [paramsKey]);
  const load = () => dispatch(ordersRequested({ kind, query }));

  const ready = useBuyerReady();

  useEffect(() => {
    if (ready) dispatch(ordersRequested({ kind, query }));
  }, [dispatch, kind, query, ready]);

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

  const priced = list.rows.some((row) => hasAmount(row.grand_total));
  const loading = list.status === 'loading' || list.status === 'idle';
  const title = kind === 'history' ? t('orders.list.historyTitle') : t('orders.list.listTitle');

  return (
    <BuyerPage
      title={title}
      intro={kind === 'history' ? t('orders.list.historyIntro') : t('orders.list.listIntro')}
    >
      {!list.forbidden && <OrderFilters params={params} onApply={apply} />}
      {list.status === 'failed' && list.forbidden ? (
        <TradeOnlyPanel message={list.error} fallback={t('orders.list.tradeOnly')} />
      ) : list.status === 'failed' ? (
        <LoadFailed message={list.error ?? t('orders.list.loadFailed')} onRetry={load} />
      ) : loading && list.rows.length === 0 ? (
        <Loading text={t('orders.list.loading')} />
      ) : list.rows.length === 0 ? (
        <EmptyState>
          <p>{t('orders.common.noRecords')}</p>
        </EmptyState>
      ) : (
        <div className="table-scroll" aria-busy={loading || undefined}>
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
              {list.rows.map((row) => (
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
      {list.status === 'loaded' && list.rows.length > 0 && (
        <Pager page={list.page} pages={list.pages} count={list.count} onPage={goToPage} />
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
