import {
  BESPOKE_STATUSES,
  ORDERS_PAGE_SIZE,
  type BespokeOrderView,
  type BespokeStatus,
} from '@atelier/contracts/orders';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { TextField } from '../../ui/Field';
import { Details, Page } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import type { Column } from '../../ui/Table';
import { AuthedImage } from '../bespoke';
import { BESPOKE_TONES } from '../bespoke';
import { Money } from '../../shared/orders/Money';
import { formatOrderDate } from '../../shared/orders/orderFormat';
import { StatusPill } from '../../shared/orders/OrderStatusBadge';
import { useAdminBespokeQuery } from './adminOrdersApi';
import { BespokeStatusForm } from './BespokeStatusForm';
import { StatusFilter } from './ListFilters';
import { Secondary } from './OrderBits';
import styles from './adminOrders.module.css';

const FILTERS = ['search', 'status'] as const;

/** The back office's copy of an upload (GET /api/admin/bespoke-orders/{id}/image). */
export const adminBespokeImagePath = (order: Pick<BespokeOrderView, '_id'>) =>
  `/admin/bespoke-orders/${encodeURIComponent(order._id)}/image`;

function isBespokeStatus(value: string): value is BespokeStatus {
  return BESPOKE_STATUSES.some((status) => status === value);
}

/** /Admin/bespoke-orders (spec §2): the customers' bespoke requests with their pictures. */
export function AdminBespokePage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const params = useListParams(FILTERS);
  const { search, status } = params.filters;
  const list = useAdminBespokeQuery({
    page: params.page,
    limit: ORDERS_PAGE_SIZE,
    status: isBespokeStatus(status) ? status : undefined,
    search: search || undefined,
  });

  const columns = useMemo<Column<BespokeOrderView>[]>(
    () => [
      {
        id: 'image',
        header: t('orders.bespoke.labels.image'),
        cell: (order) => (
          <AuthedImage
            path={adminBespokeImagePath(order)}
            alt={t('orders.bespoke.imageAlt', { reference: order.reference_number })}
            width={140}
            height={140}
            className={styles.image}
          />
        ),
      },
      {
        id: 'request',
        header: t('orders.admin.bespoke.request'),
        hideable: false,
        wrap: true,
        cell: (order) => (
          <>
            <Link to={localize(`/Admin/bespoke-orders/${encodeURIComponent(order._id)}`)}>
              {order.reference_number}
            </Link>
            {order.line && (
              <StatusPill tone="progress">{t(`orders.bespoke.thread.line.${order.line.status}`)}</StatusPill>
            )}
            <Secondary>
              {order.customer_name} · {formatOrderDate(order.date || order.created_at)}
            </Secondary>
            <p>{order.description}</p>
            <Details
              items={(
                [
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
                ] as const
              ).filter(([, value]) => value !== null && value !== '')}
            />
          </>
        ),
      },
      {
        id: 'status',
        header: t('orders.fields.status'),
        cell: (order) => (
          <StatusPill tone={BESPOKE_TONES[order.status]}>
            {t(`orders.bespoke.status.${order.status}`)}
          </StatusPill>
        ),
      },
      {
        id: 'update',
        header: t('orders.admin.bespoke.update'),
        hideable: false,
        // Keyed by the saved row, so the form shows the server's status once it answered.
        cell: (order) => <BespokeStatusForm key={`${order._id}:${order.status}`} order={order} />,
      },
    ],
    [t, localize],
  );

  return (
    <Page
      title={t('orders.admin.bespoke.title')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('orders.admin.bespoke.intro')}
    >
      <PagedList
        label={t('orders.admin.bespoke.title')}
        filterLabel={t('orders.list.filters')}
        applyLabel={t('orders.list.apply')}
        params={params}
        total={list.data?.count ?? 0}
        pageSize={ORDERS_PAGE_SIZE}
        rows={list.data?.rows ?? []}
        columns={columns}
        rowId={(order) => order._id}
        loading={list.isFetching}
        error={list.isError ? t('orders.list.loadFailed') : undefined}
        empty={t('orders.common.noRecords')}
        filters={
          <>
            <TextField
              name="search"
              type="search"
              label={t('orders.admin.bespoke.search')}
              maxLength={50}
              defaultValue={search}
            />
            <StatusFilter
              statuses={BESPOKE_STATUSES}
              value={status}
              labelOf={(value) => t(`orders.bespoke.status.${value}`)}
            />
          </>
        }
      />
    </Page>
  );
}
