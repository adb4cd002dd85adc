import type { OrderDetail } from '@atelier/contracts/orders';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TotalsList } from './Totals';
import { AddressBlock } from './AddressBlock';
import { hasAmount, Money } from './Money';
import { BESPOKE_LINE_TONES, formatOrderDate, formatReference } from './orderFormat';
import { OrderStatusBadge, StatusPill } from './OrderStatusBadge';
import { Facts } from './OrdersUi';

/**
 * Every field of spec §3 Order: order number, SE order number, order type, order date, placed by,
 * status, reference number, shipping address and option, carriage, VAT, totals, engraving, special
 * instructions (amounts only when the server sent them).
 */
export function OrderOverview({
  order,
  showCustomer = false,
  bespokePath,
}: {
  order: OrderDetail;
  showCustomer?: boolean;
  /** The address of the bespoke request's page (the storefront's or the back office's). */
  bespokePath: (bespokeId: string) => string;
}) {
  const { t } = useTranslation();
  const option = order.shipping_option;
  return (
    <div className="order-overview">
      <section className="order-card" aria-labelledby="order-facts-title">
        <h2 className="order-card__title" id="order-facts-title">
          {t('orders.detail.facts')}
        </h2>
        <Facts
          rows={[
            [t('orders.fields.orderNumber'), order.order_number],
            [t('orders.fields.seOrderNumber'), order.se_order_number],
            [t('orders.fields.referenceNumber'), formatReference(order.reference_number)],
            [t('orders.fields.orderDate'), formatOrderDate(order.order_date || order.placed_at)],
            [t('orders.fields.orderType'), t(`orders.orderType.${order.order_type}`)],
            [t('orders.fields.placedBy'), order.placed_by],
            ...(showCustomer
              ? ([[t('orders.fields.customer'), `${order.customer_name} (${order.customer_ac_no})`]] as Array<
                  [string, string]
                >)
              : []),
            [t('orders.fields.status'), <OrderStatusBadge key="status" status={order.status} />],
          ]}
        />
      </section>
      <section className="order-card" aria-labelledby="order-shipping-title">
        <h2 className="order-card__title" id="order-shipping-title">
          {t('orders.detail.shipping')}
        </h2>
        <AddressBlock address={order.shipping_address} />
        <Facts
          className="facts-list--tight"
          rows={[
            [t('orders.fields.shippingOption'), `${option.label} (${option.delivery})`],
            [
              t('orders.fields.carriage'),
              hasAmount(order.carriage) ? <Money value={order.carriage} /> : null,
            ],
            [t('orders.fields.postage'), hasAmount(order.postage) ? <Money value={order.postage} /> : null],
            [t('orders.fields.specialInstructions'), order.special_instructions],
          ]}
        />
      </section>
      {order.bespoke && (
        <section className="order-card" aria-labelledby="order-bespoke-title">
          <h2 className="order-card__title" id="order-bespoke-title">
            {t('orders.detail.bespoke.title')}
          </h2>
          <Facts
            rows={[
              [
                t('orders.detail.bespoke.request'),
                <Link key="request" to={bespokePath(order.bespoke._id)}>
                  {order.bespoke.reference_number}
                </Link>,
              ],
              [
                t('orders.detail.bespoke.quote'),
                t('orders.bespoke.thread.quote', { version: order.bespoke.quote_version }),
              ],
              [
                t('orders.detail.bespoke.lineStatus'),
                order.bespoke.line_status ? (
                  <StatusPill key="line" tone={BESPOKE_LINE_TONES[order.bespoke.line_status]}>
                    {t(`orders.bespoke.thread.line.${order.bespoke.line_status}`)}
                  </StatusPill>
                ) : null,
              ],
            ]}
          />
        </section>
      )}
      {hasAmount(order.grand_total) && (
        <section className="order-card" aria-labelledby="order-totals-title">
          <h2 className="order-card__title" id="order-totals-title">
            {t('orders.totals.label')}
          </h2>
          <TotalsList
            label={t('orders.totals.label')}
            rows={[
              { label: t('orders.totals.netTotal'), value: order.net_total },
              { label: t('orders.totals.engraving'), value: order.total_engraving_cost },
              { label: t('orders.totals.carriage'), value: order.carriage },
              { label: t('orders.totals.postage'), value: order.postage },
              {
                label: hasAmount(order.vat_rate_percent)
                  ? t('orders.totals.vatRate', { rate: order.vat_rate_percent })
                  : t('orders.totals.vat'),
                value: order.total_vat,
              },
              { label: t('orders.totals.grandTotal'), value: order.grand_total, strong: true },
            ]}
          />
        </section>
      )}
    </div>
  );
}

/** The order's status history, oldest first, with the notes the back office wrote. */
export function OrderHistoryList({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (order.history.length === 0) return null;
  return (
    <section className="order-card" aria-labelledby="order-history-title">
      <h2 className="order-card__title" id="order-history-title">
        {t('orders.detail.history')}
      </h2>
      <ol className="timeline">
        {order.history.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="timeline__item">
            <span className="timeline__date">{formatOrderDate(entry.date || entry.at)}</span>
            <OrderStatusBadge status={entry.status} />
            {entry.note && <span className="timeline__note">{entry.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
