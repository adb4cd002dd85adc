import {
  CHANGE_REQUEST_STATUSES,
  ORDERS_PAGE_SIZE,
  type ChangeRequestStatus,
} from '@atelier/contracts/orders';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { REQUEST_TONES } from '../../shared/orders/ChangeRequestList';
import { formatOrderDate } from '../../shared/orders/orderFormat';
import { StatusPill } from '../../shared/orders/OrderStatusBadge';
import {
  BuyerPage,
  EmptyState,
  LoadFailed,
  Loading,
  Pager,
  useBuyerReady,
} from '../../shared/orders/OrdersUi';
import { selectChangeRequests } from './ordersSelectors';
import { changeRequestsRequested } from './ordersSlice';

function isRequestStatus(value: string | null): value is ChangeRequestStatus {
  return value !== null && (CHANGE_REQUEST_STATUSES as readonly string[]).includes(value);
}

/** /order-change-request: the change requests sent about the customer's orders and their answers. */
export function ChangeRequestsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const ready = useBuyerReady();
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const list = useAppSelector(selectChangeRequests);
  const rawStatus = params.get('status');
  const status = isRequestStatus(rawStatus) ? rawStatus : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const load = () => dispatch(changeRequestsRequested({ page, limit: ORDERS_PAGE_SIZE, status }));

  useEffect(() => {
    if (ready) dispatch(changeRequestsRequested({ page, limit: ORDERS_PAGE_SIZE, status }));
  }, [dispatch, ready, page, status]);

  const setQuery = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value && !(key === 'page' && value === '1')) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  return (
    <BuyerPage title={t('orders.changeRequests.pageTitle')} intro={t('orders.changeRequests.pageIntro')}>
      <div className="filters-bar filters-bar--compact">
        <div className="field">
          <label className="field__label" htmlFor={filterId}>
            {t('orders.fields.status')}
          </label>
          <select
            id={filterId}
            className="select"
            value={status ?? ''}
            onChange={(event) => setQuery({ status: event.target.value, page: '1' })}
          >
            <option value="">{t('orders.list.allStatuses')}</option>
            {CHANGE_REQUEST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`orders.changeRequests.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.status === 'failed' ? (
        <LoadFailed message={list.error ?? t('orders.list.loadFailed')} onRetry={load} />
      ) : list.status !== 'loaded' && list.rows.length === 0 ? (
        <Loading text={t('orders.changeRequests.loading')} />
      ) : list.rows.length === 0 ? (
        <EmptyState>
          <p>{t('orders.common.noRecords')}</p>
        </EmptyState>
      ) : (
        <div className="table-scroll">
          <table className="orders-table">
            <caption className="visually-hidden">{t('orders.changeRequests.pageTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.changeRequests.date')}</th>
                <th scope="col">{t('orders.fields.orderNumber')}</th>
                <th scope="col">{t('orders.changeRequests.message')}</th>
                <th scope="col">{t('orders.changeRequests.response')}</th>
                <th scope="col">{t('orders.fields.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((request) => (
                <tr key={request._id}>
                  <td>{formatOrderDate(request.date || request.created_at)}</td>
                  <td>
                    <Link
                      className="orders-table__link"
                      to={localize(`/order-details/${encodeURIComponent(request.order_id)}`)}
                    >
                      {request.order_number}
                    </Link>
                  </td>
                  <td className="orders-table__text">{request.message}</td>
                  <td className="orders-table__text">{request.response ?? '—'}</td>
                  <td>
                    <StatusPill tone={REQUEST_TONES[request.status]}>
                      {t(`orders.changeRequests.status.${request.status}`)}
                    </StatusPill>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.status === 'loaded' && list.rows.length > 0 && (
        <Pager
          page={list.page}
          pages={list.pages}
          count={list.count}
          onPage={(next) => setQuery({ page: String(next) })}
        />
      )}
    </BuyerPage>
  );
}
