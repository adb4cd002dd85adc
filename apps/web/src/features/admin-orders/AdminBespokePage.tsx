import type { BespokeOrderView } from '@atelier/contracts/orders';
import { BESPOKE_STATUSES, ORDERS_PAGE_SIZE, type BespokeStatus } from '@atelier/contracts/orders';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AdminPage } from '../../back-office/ui/AdminPage';
import { AuthedImage, BESPOKE_TONES } from '../bespoke';
import { Money } from '../../shared/orders/Money';
import { formatOrderDate } from '../../shared/orders/orderFormat';
import { StatusPill } from '../../shared/orders/OrderStatusBadge';
import { Facts, Pager } from '../../shared/orders/OrdersUi';
import { useListParams } from '../../shared/orders/useListParams';
import { TableState } from './AdminOrdersPage';
import { selectAdminBespoke, selectAdminUpdating } from './adminOrdersSelectors';
import { adminBespokeRequested, adminBespokeStatusSubmitted } from './adminOrdersSlice';
import './admin-orders.css';

/** The back office's copy of an upload (GET /api/admin/bespoke-orders/{id}/image). */
export const adminBespokeImagePath = (order: Pick<BespokeOrderView, '_id'>) =>
  `/admin/bespoke-orders/${encodeURIComponent(order._id)}/image`;

function StatusControl({ order }: { order: BespokeOrderView }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const updating = useAppSelector(selectAdminUpdating).includes(order._id);
  const id = useId();
  const [status, setStatus] = useState<BespokeStatus>(order.status);
  const [note, setNote] = useState(order.admin_note ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch(
      adminBespokeStatusSubmitted({
        id: order._id,
        body: note.trim() ? { status, note: note.trim() } : { status },
      }),
    );
  };
  return (
    <form className="bespoke-admin__form" onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-status`}>
          {t('orders.admin.bespoke.statusFor', { reference: order.reference_number })}
        </label>
        <select
          id={`${id}-status`}
          className="select"
          value={status}
          onChange={(event) =>
            setStatus(BESPOKE_STATUSES.find((value) => value === event.target.value) ?? status)
          }
        >
          {BESPOKE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`orders.bespoke.status.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-note`}>
          {t('orders.admin.bespoke.note')}
        </label>
        <textarea
          id={`${id}-note`}
          className="input textarea"
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary button--small"
          disabled={updating}
          aria-busy={updating || undefined}
        >
          {t('orders.admin.bespoke.save')}
        </button>
      </div>
    </form>
  );
}

/** /Admin/bespoke-orders (spec §2): the customers' bespoke requests with their pictures. */
export function AdminBespokePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const filterId = useId();
  const searchId = useId();
  const list = useAppSelector(selectAdminBespoke);
  const { page, status, search, setQuery } = useListParams(BESPOKE_STATUSES);
  const [text, setText] = useState(search);

  useEffect(() => {
    dispatch(adminBespokeRequested({ page, limit: ORDERS_PAGE_SIZE, status, search: search || undefined }));
  }, [dispatch, page, status, search]);

  return (
    <AdminPage title={t('orders.admin.bespoke.title')} intro={t('orders.admin.bespoke.intro')}>
      <form
        className="admin-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ search: text.trim(), page: '1' });
        }}
      >
        <div className="admin-filters__search">
          <label className="field__label" htmlFor={searchId}>
            {t('orders.admin.bespoke.search')}
          </label>
          <div className="admin-filters__row">
            <input
              id={searchId}
              className="input"
              type="search"
              maxLength={50}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className="button button--primary">
              {t('orders.list.apply')}
            </button>
          </div>
        </div>
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
            {BESPOKE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`orders.bespoke.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div className="table-wrap" aria-busy={list.status === 'loading' || undefined}>
        <table className="admin-table">
          <caption className="visually-hidden">{t('orders.admin.bespoke.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.bespoke.labels.image')}</th>
              <th scope="col">{t('orders.admin.bespoke.request')}</th>
              <th scope="col">{t('orders.fields.status')}</th>
              <th scope="col">{t('orders.admin.bespoke.update')}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((order) => (
              <tr key={order._id}>
                <td>
                  <AuthedImage
                    path={adminBespokeImagePath(order)}
                    alt={t('orders.bespoke.imageAlt', { reference: order.reference_number })}
                    width={140}
                    height={140}
                    className="bespoke-admin__image"
                  />
                </td>
                <td>
                  <span className="admin-table__primary">{order.reference_number}</span>
                  <span className="admin-table__secondary">
                    {order.customer_name} · {formatOrderDate(order.date || order.created_at)}
                  </span>
                  <p className="bespoke-admin__description">{order.description}</p>
                  <Facts
                    className="facts-list--inline"
                    rows={[
                      [t('orders.bespoke.labels.quantity'), String(order.quantity)],
                      [t('orders.bespoke.labels.designReference'), order.design_reference],
                      [t('orders.bespoke.labels.metal'), order.metal],
                      [t('orders.bespoke.labels.karat'), order.karat],
                      [t('orders.bespoke.labels.size'), order.size],
                      [
                        t('orders.bespoke.labels.budget'),
                        order.budget !== null ? <Money value={order.budget} /> : null,
                      ],
                      [
                        t('orders.bespoke.labels.requiredBy'),
                        order.required_by ? formatOrderDate(order.required_by) : null,
                      ],
                      [t('orders.bespoke.labels.notes'), order.notes],
                    ]}
                  />
                </td>
                <td>
                  <StatusPill tone={BESPOKE_TONES[order.status]}>
                    {t(`orders.bespoke.status.${order.status}`)}
                  </StatusPill>
                </td>
                <td>
                  <StatusControl order={order} />
                </td>
              </tr>
            ))}
            <TableState
              list={list}
              columns={4}
              loading={t('orders.bespoke.loading')}
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
