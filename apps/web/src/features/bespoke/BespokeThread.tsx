import type { BespokeOrderView, BespokeQuoteView } from '@atelier/contracts/orders';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LabGrownBadge } from '../../shared/catalogue/LabGrownBadge';
import { Money } from '../../shared/orders/Money';
import { BESPOKE_LINE_TONES, formatOrderDate } from '../../shared/orders/orderFormat';
import { OrderStatusBadge, StatusPill } from '../../shared/orders/OrderStatusBadge';
import { AuthedImage } from './AuthedImage';
import './bespoke.css';

const QUOTE_TONES = {
  open: 'progress',
  accepted: 'success',
  declined: 'danger',
  superseded: 'neutral',
} as const;

/**
 * A bespoke request's whole history on one page: messages from both sides and every quote version,
 * oldest first. `side` is who reads it ("You" for their own messages); `quoteActions` adds the
 * buyer's accept and decline under the open quote.
 */
export function BespokeThread({
  order,
  side,
  quoteActions,
}: {
  order: BespokeOrderView;
  side: 'customer' | 'staff';
  quoteActions?: (quote: BespokeQuoteView) => ReactNode;
}) {
  const { t } = useTranslation();
  if (order.thread.length === 0)
    return <p className="bespoke-thread__empty">{t('orders.bespoke.thread.empty')}</p>;
  return (
    <ol className="bespoke-thread" aria-label={t('orders.bespoke.thread.title')}>
      {order.thread.map((entry) =>
        entry.kind === 'message' ? (
          <li
            key={entry.message._id}
            className={`bespoke-thread__message bespoke-thread__message--${entry.message.from === side ? 'own' : 'other'}`}
          >
            <p className="bespoke-thread__meta">
              {entry.message.from === side ? t('orders.bespoke.thread.you') : entry.message.author_name} ·{' '}
              {formatOrderDate(entry.date || entry.at)}
            </p>
            <p className="bespoke-thread__body">{entry.message.body}</p>
          </li>
        ) : (
          <li key={entry.quote._id} className="bespoke-thread__quote">
            <div className="bespoke-thread__quote-head">
              <h3 className="bespoke-thread__quote-title">
                {t('orders.bespoke.thread.quote', { version: entry.quote.version })}
              </h3>
              <StatusPill tone={QUOTE_TONES[entry.quote.status]}>
                {t(`orders.bespoke.thread.status.${entry.quote.status}`)}
              </StatusPill>
            </div>
            <p className="bespoke-thread__meta">{formatOrderDate(entry.date || entry.at)}</p>
            <dl className="bespoke-thread__facts">
              <dt>{t('orders.bespoke.thread.price')}</dt>
              <dd>
                <Money value={entry.quote.price} />
              </dd>
              <dt>{t('orders.bespoke.thread.metal')}</dt>
              <dd>
                {entry.quote.metal}
                <LabGrownBadge labGrown={entry.quote.labGrown} />
              </dd>
              <dt>{t('orders.bespoke.thread.delivery')}</dt>
              <dd>{formatOrderDate(entry.quote.delivery_date)}</dd>
              {entry.quote.note && (
                <>
                  <dt>{t('orders.bespoke.thread.note')}</dt>
                  <dd>{entry.quote.note}</dd>
                </>
              )}
            </dl>
            {entry.quote.image_url && (
              <AuthedImage
                path={entry.quote.image_url}
                alt={t('orders.bespoke.thread.sketchAlt', { version: entry.quote.version })}
                width={160}
                height={160}
                className="bespoke-thread__sketch"
              />
            )}
            {entry.quote.status === 'open' && quoteActions?.(entry.quote)}
          </li>
        ),
      )}
    </ol>
  );
}

/**
 * The special order line an accepted quote became, with its own status, and the order it is on in the
 * order history (`orderPath` builds that order's page address, the storefront's or the back office's).
 */
export function BespokeLine({
  order,
  orderPath,
}: {
  order: BespokeOrderView;
  orderPath: (orderId: string) => string;
}) {
  const { t } = useTranslation();
  if (!order.line) return null;
  return (
    <section className="bespoke-line" aria-labelledby={`bespoke-line-${order._id}`}>
      <div className="bespoke-thread__quote-head">
        <h2 className="section-heading" id={`bespoke-line-${order._id}`}>
          {t('orders.bespoke.thread.lineTitle')}
        </h2>
        <StatusPill tone={BESPOKE_LINE_TONES[order.line.status]}>
          {t(`orders.bespoke.thread.line.${order.line.status}`)}
        </StatusPill>
      </div>
      <dl className="bespoke-thread__facts">
        <dt>{t('orders.bespoke.thread.quantity')}</dt>
        <dd>{order.line.quantity}</dd>
        <dt>{t('orders.bespoke.thread.price')}</dt>
        <dd>
          <Money value={order.line.unit_price} />
        </dd>
        <dt>{t('orders.bespoke.thread.metal')}</dt>
        <dd>
          {order.line.metal}
          <LabGrownBadge labGrown={order.line.labGrown} />
        </dd>
        <dt>{t('orders.bespoke.thread.delivery')}</dt>
        <dd>{formatOrderDate(order.line.delivery_date)}</dd>
        {order.order && (
          <>
            <dt>{t('orders.bespoke.thread.order')}</dt>
            <dd className="bespoke-line__order">
              <Link to={orderPath(order.order._id)}>{order.order.order_number}</Link>
              <OrderStatusBadge status={order.order.status} />
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
