import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isApiFailure } from '../../api/baseApi';
import { useLocalize } from '../../i18n/useLocalize';
import { Money } from '../../shared/orders/Money';
import { formatOrderDate } from '../../shared/orders/orderFormat';
import { StatusPill } from '../../shared/orders/OrderStatusBadge';
import { buttonClass } from '../../ui/Button';
import { Details, Page, Panel, StatusLine } from '../../ui/Page';
import { AuthedImage, BESPOKE_TONES, BespokeLine, BespokeMessageForm, BespokeThread } from '../bespoke';
import { adminBespokeImagePath } from './AdminBespokePage';
import { useAdminBespokeOrderQuery, usePostBespokeStaffMessageMutation } from './adminOrdersApi';
import { BespokeLineStatusForm } from './BespokeLineStatusForm';
import { BespokeQuoteForm } from './BespokeQuoteForm';
import styles from './adminOrders.module.css';

/** /Admin/bespoke-orders/{id}: the request's whole history, quote versions, messages and its order line. */
export function AdminBespokeDetailPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { bespokeId = '' } = useParams();
  const detail = useAdminBespokeOrderQuery(bespokeId, { skip: !bespokeId });
  const order = detail.data?._id === bespokeId ? detail.data : undefined;
  const [post, posting] = usePostBespokeStaffMessageMutation();
  const back = (
    <Link className={buttonClass({ variant: 'ghost' })} to={localize('/Admin/bespoke-orders')}>
      ‹ {t('orders.admin.bespoke.back')}
    </Link>
  );

  if (!order) {
    const notFound = isApiFailure(detail.error) && detail.error.status === 404;
    return (
      <Page title={t('orders.admin.bespoke.title')} titleSuffix={t('meta.adminTitle')} actions={back}>
        <StatusLine>
          {detail.isError
            ? notFound
              ? t('orders.common.notFound')
              : t('orders.list.loadFailed')
            : t('orders.bespoke.loading')}
        </StatusLine>
      </Page>
    );
  }

  return (
    <Page
      title={t('orders.admin.bespoke.detailTitle', { reference: order.reference_number })}
      titleSuffix={t('meta.adminTitle')}
      actions={back}
    >
      <Panel title={t('orders.admin.bespoke.request')}>
        <StatusPill tone={BESPOKE_TONES[order.status]}>
          {t(`orders.bespoke.status.${order.status}`)}
        </StatusPill>
        <AuthedImage
          path={adminBespokeImagePath(order)}
          alt={t('orders.bespoke.imageAlt', { reference: order.reference_number })}
          width={140}
          height={140}
          className={styles.image}
        />
        <p>{order.description}</p>
        <Details
          items={(
            [
              [t('orders.admin.bespoke.customer'), order.customer_name],
              [t('orders.bespoke.date'), formatOrderDate(order.date || order.created_at)],
              [t('orders.bespoke.labels.quantity'), String(order.quantity)],
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
      </Panel>
      {order.line && (
        // The line names itself; a panel title above it would say the same twice.
        <Panel>
          <BespokeLine
            order={order}
            orderPath={(orderId) => localize(`/Admin/orders/${encodeURIComponent(orderId)}`)}
          />
          <BespokeLineStatusForm key={`${order._id}:${order.line.status}`} order={order} />
        </Panel>
      )}
      <Panel title={t('orders.bespoke.thread.title')}>
        <BespokeThread order={order} side="staff" />
      </Panel>
      {!order.line && (
        <Panel title={t('orders.admin.bespoke.quoteTitle')}>
          <p>{t('orders.admin.bespoke.quoteIntro')}</p>
          <BespokeQuoteForm order={order} />
        </Panel>
      )}
      <Panel title={t('orders.admin.bespoke.messageTitle')}>
        <BespokeMessageForm
          label={t('orders.bespoke.thread.message')}
          sending={posting.isLoading}
          send={async (body) => (await post({ id: order._id, body: { body } }).unwrap()).message}
        />
      </Panel>
    </Page>
  );
}
