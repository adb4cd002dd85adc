import {
  INVOICE_STATUSES,
  ORDERS_PAGE_SIZE,
  type InvoiceStatus,
  type InvoiceView,
} from '@atelier/contracts/orders';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { Pagination, useListParams } from '../../ui/PagedList';
import { Table, type Column } from '../../ui/Table';
import { INVOICE_TONES, invoicePdfPath, PdfButton } from '../invoices';
import { Money } from '../../shared/orders/Money';
import { formatOrderDate } from '../../shared/orders/orderFormat';
import { StatusPill } from '../../shared/orders/OrderStatusBadge';
import { useAdminInvoicesQuery, useSetInvoiceStatusMutation } from './adminOrdersApi';

const FILTERS = ['status'] as const;

function isInvoiceStatus(value: string): value is InvoiceStatus {
  return INVOICE_STATUSES.some((status) => status === value);
}

/** /Admin/invoices: every invoice, paid or not, with its PDF. */
export function AdminInvoicesPage() {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const params = useListParams(FILTERS);
  const status = isInvoiceStatus(params.filters.status) ? params.filters.status : undefined;
  const list = useAdminInvoicesQuery({ page: params.page, limit: ORDERS_PAGE_SIZE, status });
  const [setStatus] = useSetInvoiceStatusMutation();
  // Rows whose change is on its way: their button waits for the answer.
  const [updating, setUpdating] = useState<readonly string[]>([]);

  const columns = useMemo<Column<InvoiceView>[]>(() => {
    const toggle = (invoice: InvoiceView) => {
      setUpdating((ids) => [...ids, invoice._id]);
      setStatus({ id: invoice._id, status: invoice.status === 'paid' ? 'unpaid' : 'paid' })
        .unwrap()
        .then(
          (answer) => feedback.succeeded(answer.message),
          (error: unknown) => feedback.failed(error),
        )
        .finally(() => setUpdating((ids) => ids.filter((id) => id !== invoice._id)));
    };
    return [
      {
        id: 'number',
        header: t('orders.invoices.number'),
        hideable: false,
        cell: (invoice) => invoice.invoice_number,
      },
      {
        id: 'customer',
        header: t('orders.fields.customer'),
        cell: (invoice) => `${invoice.customer_name} ${invoice.customer_ac_no ?? ''}`.trim(),
      },
      {
        id: 'date',
        header: t('orders.invoices.date'),
        cell: (invoice) => formatOrderDate(invoice.invoice_date || invoice.issued_at),
      },
      { id: 'due', header: t('orders.invoices.due'), cell: (invoice) => formatOrderDate(invoice.due_date) },
      { id: 'order', header: t('orders.fields.orderNumber'), cell: (invoice) => invoice.order_number ?? '—' },
      {
        id: 'total',
        header: t('orders.fields.grandTotal'),
        cell: (invoice) => <Money value={invoice.grand_total} />,
      },
      {
        id: 'status',
        header: t('orders.fields.status'),
        cell: (invoice) => (
          <StatusPill tone={INVOICE_TONES[invoice.status]}>
            {t(`orders.invoices.status.${invoice.status}`)}
          </StatusPill>
        ),
      },
      {
        id: 'actions',
        header: t('orders.admin.invoices.actions'),
        hideable: false,
        cell: (invoice) => (
          <>
            <Button size="sm" loading={updating.includes(invoice._id)} onClick={() => toggle(invoice)}>
              {invoice.status === 'paid'
                ? t('orders.admin.invoices.markUnpaid', { number: invoice.invoice_number })
                : t('orders.admin.invoices.markPaid', { number: invoice.invoice_number })}
            </Button>
            <PdfButton
              small
              path={invoicePdfPath(invoice, true)}
              filename={`${invoice.invoice_number}.pdf`}
              label={t('orders.invoices.pdfOf', { number: invoice.invoice_number })}
            />
          </>
        ),
      },
    ];
  }, [t, feedback, setStatus, updating]);

  return (
    <Page
      title={t('orders.admin.invoices.title')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('orders.admin.invoices.intro')}
    >
      <Select
        label={t('orders.fields.status')}
        placeholder={t('orders.list.allStatuses')}
        value={status ?? ''}
        options={INVOICE_STATUSES.map((value) => ({ value, label: t(`orders.invoices.status.${value}`) }))}
        onChange={(event) => params.setFilters({ status: event.target.value })}
      />
      <Table
        label={t('orders.admin.invoices.title')}
        rows={list.data?.rows ?? []}
        columns={columns}
        rowId={(invoice) => invoice._id}
        loading={list.isFetching}
        error={list.isError ? t('orders.list.loadFailed') : undefined}
        empty={t('orders.common.noRecords')}
      />
      {list.data && (
        <Pagination
          page={list.data.page}
          pageSize={list.data.limit}
          total={list.data.count}
          onPage={params.setPage}
        />
      )}
    </Page>
  );
}
