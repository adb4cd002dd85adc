import { OrderStatus } from '@atelier/contracts/orders';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isApiFailure } from '../../api/baseApi';
import { useLocalize } from '../../i18n/useLocalize';
import { Button, buttonClass } from '../../ui/Button';
import { Page, Panel, StatusLine } from '../../ui/Page';
import { ChangeRequestList } from '../../shared/orders/ChangeRequestList';
import { OrderLineCard } from '../../shared/orders/OrderLines';
import { OrderHistoryList, OrderOverview } from '../../shared/orders/OrderOverview';
import { OrderStatusBadge } from '../../shared/orders/OrderStatusBadge';
import { useAdminOrderQuery } from './adminOrdersApi';
import { AwaitingTag } from './OrderBits';
import { OrderPiecesForm } from './OrderPiecesForm';
import { OrderPricingForm } from './OrderPricingForm';
import { OrderStatusForm } from './OrderStatusForm';

const OPEN_STATUSES: ReadonlySet<OrderStatus> = new Set([
  OrderStatus.PendingOrder,
  OrderStatus.PartialComplete,
  OrderStatus.PartialCancel,
  OrderStatus.PartialSOForApprove,
  OrderStatus.PartialSOApprove,
  OrderStatus.SOApprove,
]);

/** /Admin/orders/{id}: the order with every amount, status change, pricing update, invoicing, cancelling. */
export function AdminOrderPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { orderId = '' } = useParams();
  const detail = useAdminOrderQuery(orderId, { skip: !orderId });
  const order = detail.data?._id === orderId ? detail.data : undefined;
  const back = (
    <Link className={buttonClass({ variant: 'ghost' })} to={localize('/Admin/orders')}>
      ‹ {t('orders.admin.order.back')}
    </Link>
  );

  if (!order) {
    const failure = isApiFailure(detail.error) ? detail.error : null;
    const notFound = failure?.status === 404;
    return (
      <Page title={t('orders.detail.loadingTitle')} titleSuffix={t('meta.adminTitle')} actions={back}>
        {detail.isError ? (
          <Panel>
            <p role="alert">
              {notFound ? t('orders.detail.notFound') : (failure?.message ?? t('orders.detail.loadFailed'))}
            </p>
            {!notFound && <Button onClick={() => void detail.refetch()}>{t('orders.common.retry')}</Button>}
          </Panel>
        ) : (
          <StatusLine>{t('orders.detail.loading')}</StatusLine>
        )}
      </Page>
    );
  }

  const pending = order.lines.filter((line) => line.pending_qty > 0);
  const open = OPEN_STATUSES.has(order.status) && pending.length > 0;

  return (
    <Page
      title={t('orders.detail.title', { number: order.order_number })}
      titleSuffix={t('meta.adminTitle')}
      intro={
        <>
          <OrderStatusBadge status={order.status} /> {order.awaiting_customer_approval && <AwaitingTag />}{' '}
          {order.customer_name}
        </>
      }
      actions={back}
    >
      <OrderOverview
        order={order}
        showCustomer
        bespokePath={(bespokeId) => localize(`/Admin/bespoke-orders/${encodeURIComponent(bespokeId)}`)}
      />
      {open && (
        <Panel title={t('orders.admin.order.statusTitle')}>
          <OrderStatusForm order={order} />
        </Panel>
      )}
      {open && (
        <Panel title={t('orders.admin.order.piecesTitle')}>
          <OrderPiecesForm order={order} lines={pending} />
        </Panel>
      )}
      {open && (
        <Panel title={t('orders.admin.order.pricingTitle')}>
          <OrderPricingForm order={order} lines={pending} />
        </Panel>
      )}
      <Panel title={t('orders.detail.lines', { count: order.lines.length })}>
        {order.lines.map((line) => (
          <OrderLineCard key={line._id} line={line} />
        ))}
      </Panel>
      <OrderHistoryList order={order} />
      <Panel title={t('orders.changeRequests.title')}>
        {order.change_requests.length > 0 ? (
          <ChangeRequestList requests={order.change_requests} />
        ) : (
          <p>{t('orders.common.noRecords')}</p>
        )}
      </Panel>
    </Page>
  );
}
