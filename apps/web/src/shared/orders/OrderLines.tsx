import type { OrderLineDiscountView, OrderLineView } from '@atelier/contracts/orders';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeliveryNote } from './CartLines';
import { hasAmount, Money } from './Money';
import { LabGrownBadge } from '../catalogue/LabGrownBadge';

function FactRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="line-grid__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The discount the line got when placed: the unit price struck through, the price paid, and what it was. */
function DiscountRow({ line, discount }: { line: OrderLineView; discount: OrderLineDiscountView }) {
  const { t } = useTranslation();
  const now = hasAmount(line.net_unit_price) ? line.net_unit_price : line.price;
  return (
    <FactRow term={t('orders.line.discount')}>
      <s className="money money--was" aria-label={t('prices.storefront.was')}>
        <Money value={discount.was_price} />
      </s>{' '}
      <Money value={now} className="money money--now" />{' '}
      <span className="line-card__discount">
        {discount.kind === 'percent' ? (
          t('orders.line.discountPercent', { value: discount.value })
        ) : (
          <>
            {t('orders.line.discountFixed')} <Money value={discount.value} />
          </>
        )}
      </span>
    </FactRow>
  );
}

/**
 * One order line with every field of spec §3 Order line: design name, description, image, size, metal,
 * shade, karat, engraving, ring size, order type, the quantities (ordered, invoiced, pending, cancelled,
 * processed), the amounts the server sent (net unit price, updated price, the discount it got, VAT,
 * engraving, totals) and the certificate number.
 */
export function OrderLineCard({ line, extra }: { line: OrderLineView; extra?: ReactNode }) {
  const { t } = useTranslation();
  const dash = '—';
  const text = (value: string | null) => (value && value.trim() ? value : dash);
  const changed = hasAmount(line.updated_price) && line.updated_price !== line.net_unit_price;
  return (
    <article className="line-card" aria-labelledby={`line-${line._id}`}>
      <div className="line-card__media">
        {line.image_url ? (
          <img src={line.image_url} alt="" width={96} height={96} loading="lazy" />
        ) : (
          <span className="line-card__no-image" aria-hidden="true" />
        )}
      </div>
      <div className="line-card__body">
        <div className="line-card__head">
          <div>
            <h3 className="line-card__name" id={`line-${line._id}`}>
              <span className="line-card__number">
                {t('orders.line.number', { number: line.line_number })}
              </span>{' '}
              {line.design_name}
            </h3>
            <LabGrownBadge labGrown={line.labGrown} />
            <p className="line-card__meta">
              {[line.design_number, line.description].filter(Boolean).join(' · ')}
              {line.sku && <span className="line-card__sku"> · {line.sku}</span>}
            </p>
          </div>
          <DeliveryNote type={line.order_type} delivery={line.delivery} />
        </div>
        <dl className="line-grid">
          <FactRow term={t('orders.line.metal')}>{text(line.metal)}</FactRow>
          <FactRow term={t('orders.line.karat')}>{text(line.karat)}</FactRow>
          <FactRow term={t('orders.line.shade')}>{text(line.shade)}</FactRow>
          <FactRow term={t('orders.line.size')}>{text(line.size)}</FactRow>
          <FactRow term={t('orders.line.ringSize')}>{text(line.ring_size)}</FactRow>
          <FactRow term={t('orders.line.engraving')}>{text(line.engraving)}</FactRow>
          <FactRow term={t('orders.line.orderType')}>{t(`orders.line.type.${line.order_type}`)}</FactRow>
          <FactRow term={t('orders.line.certificate')}>{text(line.certificate_number)}</FactRow>
        </dl>
        <dl className="line-grid line-grid--numbers">
          <FactRow term={t('orders.line.quantity')}>{line.quantity}</FactRow>
          <FactRow term={t('orders.line.invoiceQty')}>{line.invoice_qty}</FactRow>
          <FactRow term={t('orders.line.pendingQty')}>{line.pending_qty}</FactRow>
          <FactRow term={t('orders.line.canceledQty')}>{line.canceled_qty}</FactRow>
          <FactRow term={t('orders.line.shippedQty')}>{line.shipped_qty}</FactRow>
          <FactRow term={t('orders.line.processedQty')}>{line.processed_qty}</FactRow>
        </dl>
        {(hasAmount(line.net_unit_price) || hasAmount(line.price)) && (
          <dl className="line-grid line-grid--numbers line-grid--money">
            {hasAmount(line.net_unit_price) ? (
              <FactRow term={t('orders.line.netUnitPrice')}>
                <Money value={line.net_unit_price} />
              </FactRow>
            ) : (
              <FactRow
                term={line.price_type === 'rrp' ? t('orders.line.unitRrp') : t('orders.line.unitPrice')}
              >
                <Money value={line.price} />
              </FactRow>
            )}
            {hasAmount(line.net_unit_price) && (
              <FactRow term={t('orders.line.updatedPrice')}>
                {hasAmount(line.updated_price) ? (
                  <span className={changed ? 'updated-price' : undefined}>
                    <Money value={line.updated_price} />
                  </span>
                ) : (
                  dash
                )}
              </FactRow>
            )}
            {line.discount && <DiscountRow line={line} discount={line.discount} />}
            {hasAmount(line.metal_rate_per_gram) && (
              <FactRow term={t('orders.line.metalRate')}>
                <Money value={line.metal_rate_per_gram} />
                {t('orders.line.perGram', { weight: line.metal_weight ?? 0 })}
              </FactRow>
            )}
            {hasAmount(line.engrave_cost) && (
              <FactRow term={t('orders.line.engraveCost')}>
                <Money value={line.engrave_cost} />
              </FactRow>
            )}
            {hasAmount(line.net_total_price) && (
              <FactRow term={t('orders.line.netTotalPrice')}>
                <Money value={line.net_total_price} />
              </FactRow>
            )}
            {hasAmount(line.item_vat) && (
              <FactRow term={t('orders.line.itemVat')}>
                <Money value={line.item_vat} />
              </FactRow>
            )}
            {hasAmount(line.item_total) && (
              <FactRow term={t('orders.line.itemTotal')}>
                <Money value={line.item_total} className="money money--strong" />
              </FactRow>
            )}
          </dl>
        )}
        {extra}
      </div>
    </article>
  );
}
