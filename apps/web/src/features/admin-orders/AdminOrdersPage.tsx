import { ORDER_STATUSES, ORDERS_PAGE_SIZE, type AdminOrderSummaryRow } from '@atelier/contracts/orders';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { Button } from '../../ui/Button';
import { Checkbox, Select, TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import type { Column } from '../../ui/Table';
import { Money } from '../../shared/orders/Money';
import { formatOrderDate } from '../../shared/orders/orderFormat';
import { OrderStatusBadge } from '../../shared/orders/OrderStatusBadge';
import { useAdminOrdersQuery } from './adminOrdersApi';
import { CustomerFilter, StatusFilter } from './ListFilters';
import { adminOrdersQuery, ORDER_FILTERS } from './orderInput';
import { AwaitingTag, Secondary } from './OrderBits';

/** /Admin/orders: every customer's orders with filters (status, customer, dates, number) and paging. */
export function AdminOrdersPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const params = useListParams(ORDER_FILTERS);
  const { filters } = params;
  const query = useMemo(() => adminOrdersQuery(filters, params.page), [filters, params.page]);
  const list = useAdminOrdersQuery(query);

  const columns = useMemo<Column<AdminOrderSummaryRow>[]>(
    () => [
      {
        id: 'number',
        header: t('orders.fields.orderNumber'),
        hideable: false,
        cell: (row) => (
          <>
            <Link to={localize(`/Admin/orders/${encodeURIComponent(row._id)}`)}>{row.order_number}</Link>
            {row.se_order_number && <Secondary>{row.se_order_number}</Secondary>}
          </>
        ),
      },
      {
        id: 'customer',
        header: t('orders.fields.customer'),
        cell: (row) => (
          <>
            {row.customer_name}
            <Secondary>{row.customer_ac_no}</Secondary>
          </>
        ),
      },
      {
        id: 'date',
        header: t('orders.fields.orderDate'),
        cell: (row) => formatOrderDate(row.order_date || row.placed_at),
      },
      {
        id: 'type',
        header: t('orders.fields.orderType'),
        cell: (row) => t(`orders.orderType.${row.order_type}`),
      },
      { id: 'items', header: t('orders.fields.items'), cell: (row) => row.total_quantity },
      {
        id: 'total',
        header: t('orders.fields.grandTotal'),
        cell: (row) => <Money value={row.grand_total} />,
      },
      {
        id: 'status',
        header: t('orders.fields.status'),
        cell: (row) => (
          <>
            <OrderStatusBadge status={row.status} />
            {row.awaiting_customer_approval && <AwaitingTag />}
          </>
        ),
      },
    ],
    [t, localize],
  );

  return (
    <Page
      title={t('orders.admin.orders.title')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('orders.admin.orders.intro')}
    >
      <PagedList
        label={t('orders.admin.orders.title')}
        filterLabel={t('orders.list.filters')}
        applyLabel={t('orders.list.apply')}
        params={params}
        total={list.data?.count ?? 0}
        pageSize={ORDERS_PAGE_SIZE}
        rows={list.data?.rows ?? []}
        columns={columns}
        rowId={(row) => row._id}
        loading={list.isFetching}
        error={list.isError ? t('orders.list.loadFailed') : undefined}
        empty={t('orders.common.noRecords')}
        filters={
          <>
            <TextField
              name="search"
              type="search"
              label={t('orders.list.search')}
              maxLength={50}
              placeholder={t('orders.list.searchPlaceholder')}
              defaultValue={filters.search}
            />
            <StatusFilter
              statuses={ORDER_STATUSES}
              value={filters.status}
              labelOf={(status) => t(`orders.status.${status}`)}
            />
            <Select
              name="type"
              label={t('orders.fields.orderType')}
              placeholder={t('orders.list.allTypes')}
              defaultValue={filters.type}
              options={[
                { value: 'stock', label: t('orders.list.typeStock') },
                { value: 'special', label: t('orders.list.typeSpecial') },
              ]}
            />
            <CustomerFilter value={filters.customerId} />
            <TextField name="from" type="date" label={t('orders.list.from')} defaultValue={filters.from} />
            <TextField name="to" type="date" label={t('orders.list.to')} defaultValue={filters.to} />
            <Checkbox
              name="awaitingCustomer"
              value="true"
              label={t('orders.admin.orders.awaitingCustomer')}
              defaultChecked={filters.awaitingCustomer === 'true'}
            />
            <Button
              variant="ghost"
              onClick={() => params.setFilters(Object.fromEntries(ORDER_FILTERS.map((name) => [name, ''])))}
            >
              {t('orders.list.clear')}
            </Button>
          </>
        }
      />
    </Page>
  );
}
