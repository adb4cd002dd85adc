import { INVOICE_STATUSES, ORDERS_PAGE_SIZE } from '@atelier/contracts/orders';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AdminPage } from '../admin-ui/AdminPage';
import { INVOICE_TONES, invoicePdfPath } from '../invoices/InvoicesPages';
import { PdfButton } from '../invoices/PdfButton';
import { Money } from '../orders/Money';
import { formatOrderDate } from '../orders/orderFormat';
import { StatusPill } from '../orders/OrderStatusBadge';
import { Pager } from '../orders/OrdersUi';
import { useListParams } from '../orders/useListParams';
import { TableState } from './AdminOrdersPage';
import { selectAdminInvoices, selectAdminUpdating } from './adminOrdersSelectors';
import { adminInvoicesRequested, adminInvoiceStatusSubmitted } from './adminOrdersSlice';
import './admin-orders.css';

/** /Admin/invoices: every invoice, paid or not, with its PDF. */
export function AdminInvoicesPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const filterId = useId();
  const list = useAppSelector(selectAdminInvoices);
  const updating = useAppSelector(selectAdminUpdating);
  const { page, status, setQuery } = useListParams(INVOICE_STATUSES);

  useEffect(() => {
    dispatch(adminInvoicesRequested({ page, limit: ORDERS_PAGE_SIZE, status }));
  }, [dispatch, page, status]);

  return (
    <AdminPage title={t('orders.admin.invoices.title')} intro={t('orders.admin.invoices.intro')}>
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
            {INVOICE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`orders.invoices.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="table-wrap" aria-busy={list.status === 'loading' || undefined}>
        <table className="admin-table">
          <caption className="visually-hidden">{t('orders.admin.invoices.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.invoices.number')}</th>
              <th scope="col">{t('orders.fields.customer')}</th>
              <th scope="col">{t('orders.invoices.date')}</th>
              <th scope="col">{t('orders.invoices.due')}</th>
              <th scope="col">{t('orders.fields.orderNumber')}</th>
              <th scope="col" className="is-number">
                {t('orders.fields.grandTotal')}
              </th>
              <th scope="col">{t('orders.fields.status')}</th>
              <th scope="col" className="row-actions-head">
                {t('orders.admin.invoices.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((invoice) => (
              <tr key={invoice._id}>
                <td className="admin-table__primary">{invoice.invoice_number}</td>
                <td>
                  {invoice.customer_name}
                  <span className="admin-table__secondary">{invoice.customer_ac_no}</span>
                </td>
                <td>{formatOrderDate(invoice.invoice_date || invoice.issued_at)}</td>
                <td>{formatOrderDate(invoice.due_date)}</td>
                <td>{invoice.order_number ?? '—'}</td>
                <td className="is-number">
                  <Money value={invoice.grand_total} />
                </td>
                <td>
                  <StatusPill tone={INVOICE_TONES[invoice.status]}>
                    {t(`orders.invoices.status.${invoice.status}`)}
                  </StatusPill>
                </td>
                <td>
                  <div className="row-actions">
                    <button
                      type="button"
                      className="button button--outline button--small"
                      disabled={updating.includes(invoice._id)}
                      onClick={() =>
                        dispatch(
                          adminInvoiceStatusSubmitted({
                            id: invoice._id,
                            status: invoice.status === 'paid' ? 'unpaid' : 'paid',
                          }),
                        )
                      }
                    >
                      {invoice.status === 'paid'
                        ? t('orders.admin.invoices.markUnpaid', { number: invoice.invoice_number })
                        : t('orders.admin.invoices.markPaid', { number: invoice.invoice_number })}
                    </button>
                    <PdfButton
                      small
                      path={invoicePdfPath(invoice, true)}
                      filename={`${invoice.invoice_number}.pdf`}
                      label={t('orders.invoices.pdfOf', { number: invoice.invoice_number })}
                    />
                  </div>
                </td>
              </tr>
            ))}
            <TableState
              list={list}
              columns={8}
              loading={t('orders.invoices.loading')}
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
