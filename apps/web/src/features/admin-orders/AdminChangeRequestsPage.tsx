import type { ChangeRequestView } from '@atelier/contracts/orders';
import { CHANGE_REQUEST_STATUSES, ORDERS_PAGE_SIZE } from '@atelier/contracts/orders';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { AdminPage } from '../admin-ui/AdminPage';
import { REQUEST_TONES } from '../orders/ChangeRequestList';
import { formatOrderDate } from '../orders/orderFormat';
import { StatusPill } from '../orders/OrderStatusBadge';
import { Pager } from '../orders/OrdersUi';
import { useListParams } from '../orders/useListParams';
import { TableState } from './AdminOrdersPage';
import { selectAdminChangeRequests, selectAdminUpdating } from './adminOrdersSelectors';
import { adminChangeRequestResolved, adminChangeRequestsRequested } from './adminOrdersSlice';
import './admin-orders.css';

function AnswerCell({ request }: { request: ChangeRequestView }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const updating = useAppSelector(selectAdminUpdating).includes(request._id);
  const id = useId();
  const [response, setResponse] = useState('');
  if (request.status !== 'open') return <span>{request.response ?? '—'}</span>;
  const answer = (status: 'resolved' | 'rejected') =>
    dispatch(
      adminChangeRequestResolved({
        id: request._id,
        body: response.trim() ? { status, response: response.trim() } : { status },
      }),
    );
  return (
    <div className="answer-cell">
      <label className="visually-hidden" htmlFor={id}>
        {t('orders.admin.changeRequests.answerFor', { number: request.order_number })}
      </label>
      <textarea
        id={id}
        className="input textarea"
        rows={2}
        maxLength={1000}
        placeholder={t('orders.admin.changeRequests.answerPlaceholder')}
        value={response}
        onChange={(event) => setResponse(event.target.value)}
      />
      <div className="row-actions">
        <button
          type="button"
          className="button button--primary button--small"
          disabled={updating}
          onClick={() => answer('resolved')}
        >
          {t('orders.admin.changeRequests.resolve')}
        </button>
        <button
          type="button"
          className="button button--outline button--small"
          disabled={updating}
          onClick={() => answer('rejected')}
        >
          {t('orders.admin.changeRequests.decline')}
        </button>
      </div>
    </div>
  );
}

/** /Admin/change-requests: the customers' change requests, answered here. */
export function AdminChangeRequestsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const filterId = useId();
  const list = useAppSelector(selectAdminChangeRequests);
  const { page, status, setQuery } = useListParams(CHANGE_REQUEST_STATUSES);

  useEffect(() => {
    dispatch(adminChangeRequestsRequested({ page, limit: ORDERS_PAGE_SIZE, status }));
  }, [dispatch, page, status]);

  return (
    <AdminPage title={t('orders.admin.changeRequests.title')} intro={t('orders.admin.changeRequests.intro')}>
      <div className="admin-filters">
        <div className="admin-filters__select">
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
      <div className="table-wrap" aria-busy={list.status === 'loading' || undefined}>
        <table className="admin-table">
          <caption className="visually-hidden">{t('orders.admin.changeRequests.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.changeRequests.date')}</th>
              <th scope="col">{t('orders.fields.orderNumber')}</th>
              <th scope="col">{t('orders.admin.changeRequests.request')}</th>
              <th scope="col">{t('orders.fields.status')}</th>
              <th scope="col">{t('orders.admin.changeRequests.answer')}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((request) => (
              <tr key={request._id}>
                <td>{formatOrderDate(request.date || request.created_at)}</td>
                <td>
                  <Link
                    className="admin-table__primary"
                    to={localize(`/Admin/orders/${encodeURIComponent(request.order_id)}`)}
                  >
                    {request.order_number}
                  </Link>
                </td>
                <td className="admin-table__text">{request.message}</td>
                <td>
                  <StatusPill tone={REQUEST_TONES[request.status]}>
                    {t(`orders.changeRequests.status.${request.status}`)}
                  </StatusPill>
                </td>
                <td>
                  <AnswerCell request={request} />
                </td>
              </tr>
            ))}
            <TableState
              list={list}
              columns={5}
              loading={t('orders.changeRequests.loading')}
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
          onPage={(next) => setQuery({ page: String(next) })}
        />
      )}
    </AdminPage>
  );
}
