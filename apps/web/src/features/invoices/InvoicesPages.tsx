import type { InvoiceView } from '@atelier/contracts/orders';
import { INVOICE_STATUSES, ORDERS_PAGE_SIZE } from '@atelier/contracts/orders';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { TotalsList } from '../../shared/orders/Totals';
import { Money } from '../../shared/orders/Money';
import { formatOrderDate, formatReference } from '../../shared/orders/orderFormat';
import { StatusPill } from '../../shared/orders/OrderStatusBadge';
import {
  BuyerPage,
  EmptyState,
  Facts,
  LoadFailed,
  Loading,
  TradeOnlyPanel,
  useBuyerReady,
} from '../../shared/orders/OrdersUi';
import { useListParams } from '../../shared/orders/useListParams';
import { isForbidden, isNotFound } from '../../shared/orders/loadFailure';
import { Select } from '../../ui/Field';
import { Pagination } from '../../ui/PagedList/Pagination';
import { useInvoiceQuery, useInvoicesQuery } from './invoicesApi';
import { PdfButton } from './PdfButton';
import { LabGrownBadge } from '../../shared/catalogue/LabGrownBadge';

export const INVOICE_TONES = { unpaid: 'warning', paid: 'success' } as const;

export const invoicePdfPath = (invoice: Pick<InvoiceView, '_id'>, admin = false) =>
  `${admin ? '/admin' : ''}/invoices/${encodeURIComponent(invoice._id)}/pdf`;

/** /invoices (trade prices only): the customer's invoices with their totals and PDFs. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const ready = useBuyerReady();
  const { page, status, setQuery } = useListParams(INVOICE_STATUSES);
  // currentData: a new page or filter shows the spinner, not the previous page's rows.
  const {
    currentData: list,
    error,
    refetch,
  } = useInvoicesQuery({ page, limit: ORDERS_PAGE_SIZE, status }, { skip: !ready });

  return (
    <BuyerPage title={t('orders.invoices.title')} intro={t('orders.invoices.intro')}>
      <div className="filters-bar filters-bar--compact">
        <Select
          label={t('orders.fields.status')}
          placeholder={t('orders.list.allStatuses')}
          value={status ?? ''}
          options={INVOICE_STATUSES.map((value) => ({ value, label: t(`orders.invoices.status.${value}`) }))}
          onChange={(event) => setQuery({ status: event.target.value, page: '1' })}
        />
      </div>
      {isForbidden(error) ? (
        <TradeOnlyPanel message={error?.message || null} fallback={t('orders.invoices.tradeOnly')} />
      ) : error ? (
        <LoadFailed message={error.message || t('orders.list.loadFailed')} onRetry={() => void refetch()} />
      ) : !list ? (
        <Loading text={t('orders.invoices.loading')} />
      ) : list.rows.length === 0 ? (
        <EmptyState>
          <p>{t('orders.common.noRecords')}</p>
        </EmptyState>
      ) : (
        <div className="table-scroll">
          <table className="orders-table">
            <caption className="visually-hidden">{t('orders.invoices.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.invoices.number')}</th>
                <th scope="col">{t('orders.invoices.date')}</th>
                <th scope="col">{t('orders.invoices.due')}</th>
                <th scope="col">{t('orders.fields.orderNumber')}</th>
                <th scope="col" className="is-number">
                  {t('orders.fields.grandTotal')}
                </th>
                <th scope="col">{t('orders.fields.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('orders.invoices.pdf')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((invoice) => (
                <tr key={invoice._id}>
                  <th scope="row">
                    <Link
                      className="orders-table__link"
                      to={localize(`/invoices/${encodeURIComponent(invoice._id)}`)}
                    >
                      {invoice.invoice_number}
                    </Link>
                  </th>
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
                    <PdfButton
                      small
                      path={invoicePdfPath(invoice)}
                      filename={`${invoice.invoice_number}.pdf`}
                      label={t('orders.invoices.pdfOf', { number: invoice.invoice_number })}
                    />
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

/** An invoice's lines and totals (shared with the back office). */
export function InvoiceBody({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation();
  return (
    <>
      <section className="order-card" aria-labelledby="invoice-facts">
        <h2 className="order-card__title" id="invoice-facts">
          {t('orders.detail.facts')}
        </h2>
        <Facts
          rows={[
            [t('orders.invoices.number'), invoice.invoice_number],
            [t('orders.fields.customer'), `${invoice.customer_name} (${invoice.customer_ac_no})`],
            [t('orders.invoices.date'), formatOrderDate(invoice.invoice_date || invoice.issued_at)],
            [t('orders.invoices.due'), formatOrderDate(invoice.due_date)],
            [t('orders.fields.orderNumber'), invoice.order_number],
            [t('orders.fields.referenceNumber'), formatReference(invoice.reference_number)],
          ]}
        />
      </section>
      <div className="table-scroll">
        <table className="orders-table orders-table--cards">
          <caption className="section-heading">{t('orders.invoices.lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.cart.item')}</th>
              <th scope="col" className="is-number">
                {t('orders.line.quantity')}
              </th>
              <th scope="col" className="is-number">
                {t('orders.cart.unitPrice')}
              </th>
              <th scope="col" className="is-number">
                {t('orders.invoices.net')}
              </th>
              <th scope="col" className="is-number">
                {t('orders.line.itemVat')}
              </th>
              <th scope="col" className="is-number">
                {t('orders.invoices.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line._id}>
                <td>
                  <span className="orders-table__primary">{line.description}</span>
                  <LabGrownBadge labGrown={line.labGrown} />
                  <span className="orders-table__secondary">
                    {[line.design_number, line.sku].filter(Boolean).join(' · ')}
                  </span>
                </td>
                <td className="is-number" data-label={t('orders.line.quantity')}>
                  {line.quantity}
                </td>
                <td className="is-number" data-label={t('orders.cart.unitPrice')}>
                  <Money value={line.unit_price} />
                </td>
                <td className="is-number" data-label={t('orders.invoices.net')}>
                  <Money value={line.net} />
                </td>
                <td className="is-number" data-label={t('orders.line.itemVat')}>
                  <Money value={line.vat} />
                </td>
                <td className="is-number" data-label={t('orders.invoices.total')}>
                  <Money value={line.total} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="totals-foot">
        <TotalsList
          label={t('orders.totals.label')}
          rows={[
            { label: t('orders.totals.netTotal'), value: invoice.net_total },
            { label: t('orders.totals.carriage'), value: invoice.carriage },
            {
              label: t('orders.totals.vatRate', { rate: invoice.vat_rate_percent }),
              value: invoice.total_vat,
            },
            { label: t('orders.totals.grandTotal'), value: invoice.grand_total, strong: true },
          ]}
        />
      </div>
    </>
  );
}

/** /invoices/{id} (trade prices only): one invoice, its lines, totals and the PDF. */
export function InvoiceDetailPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const ready = useBuyerReady();
  const { invoiceId = '' } = useParams();
  const detail = useInvoiceQuery(invoiceId, { skip: !ready || !invoiceId });
  const invoice = detail.currentData ?? null;

  return (
    <BuyerPage
      title={
        invoice
          ? t('orders.invoices.detailTitle', { number: invoice.invoice_number })
          : t('orders.invoices.title')
      }
      actions={
        invoice && <PdfButton path={invoicePdfPath(invoice)} filename={`${invoice.invoice_number}.pdf`} />
      }
    >
      {!invoice ? (
        isForbidden(detail.error) ? (
          <TradeOnlyPanel message={detail.error?.message || null} fallback={t('orders.invoices.tradeOnly')} />
        ) : detail.error ? (
          <LoadFailed
            message={
              isNotFound(detail.error)
                ? t('orders.common.notFound')
                : detail.error.message || t('orders.list.loadFailed')
            }
          />
        ) : (
          <Loading text={t('orders.invoices.loading')} />
        )
      ) : (
        <div className="order-detail">
          <div className="order-detail__status">
            <StatusPill tone={INVOICE_TONES[invoice.status]}>
              {t(`orders.invoices.status.${invoice.status}`)}
            </StatusPill>
            <Link className="order-detail__back" to={localize('/invoices')}>
              ‹ {t('orders.invoices.back')}
            </Link>
          </div>
          <InvoiceBody invoice={invoice} />
        </div>
      )}
    </BuyerPage>
  );
}
