import {
  CHANGE_REQUEST_STATUSES,
  ORDERS_PAGE_SIZE,
  type ChangeRequestStatus,
} from '@atelier/contracts/orders';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { REQUEST_TONES } from '../../shared/orders/ChangeRequestList';
import { formatOrderDate } from '../../shared/orders/orderFormat';
import { StatusPill } from '../../shared/orders/OrderStatusBadge';
import { BuyerPage, EmptyState, LoadFailed, Loading, useBuyerReady } from '../../shared/orders/OrdersUi';
import { useListParams } from '../../shared/orders/useListParams';
import { Select } from '../../ui/Field';
import { Pagination } from '../../ui/PagedList/Pagination';
import { useChangeRequestsQuery } from './ordersApi';

/** /order-change-request: the change requests sent about the customer's orders and their answers. */
export function ChangeRequestsPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const ready = useBuyerReady();
  const { page, status, setQuery } = useListParams<ChangeRequestStatus>(CHANGE_REQUEST_STATUSES);
  // currentData: a new page or filter shows the spinner, not the previous page's rows.
  const {
    currentData: list,
    error,
    refetch,
  } = useChangeRequestsQuery({ page, limit: ORDERS_PAGE_SIZE, status }, { skip: !ready });

  return (
    <BuyerPage title={t('orders.changeRequests.pageTitle')} intro={t('orders.changeRequests.pageIntro')}>
      <div className="filters-bar filters-bar--compact">
        <Select
          label={t('orders.fields.status')}
          placeholder={t('orders.list.allStatuses')}
          value={status ?? ''}
          options={CHANGE_REQUEST_STATUSES.map((value) => ({
            value,
            label: t(`orders.changeRequests.status.${value}`),
          }))}
          onChange={(event) => setQuery({ status: event.target.value, page: '1' })}
        />
      </div>
      {error ? (
        <LoadFailed message={error.message || t('orders.list.loadFailed')} onRetry={() => void refetch()} />
      ) : !list ? (
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
      {list && list.rows.length > 0 && (
        <Pagination
          page={list.page}
          pageSize={list.limit}
          total={list.count}
          onPage={(next) => setQuery({ page: String(next) })}
        />
      )}
    </BuyerPage>
  );
}
