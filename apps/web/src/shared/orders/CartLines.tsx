import type { CartMessageCode } from '@atelier/contracts/orders';
import type { CartLine, CartMessage } from '@atelier/contracts/orders';
import { MAX_LINE_QUANTITY } from '@atelier/contracts/orders';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { hasAmount, Money } from './Money';
import { parseQuantity } from '../../app/cart/cartForm';
import { selectCartPendingLineIds } from '../../app/cart/cartSelectors';
import { cartLineChangeSubmitted, cartLineRemoveSubmitted } from '../../app/cart/cartSlice';
import './cart.css';
import { LabGrownBadge } from '../catalogue/LabGrownBadge';

/** Cart messages exactly as the server sent them (spec §8), blocking ones marked. */
export function CartMessages({ messages, label }: { messages: readonly CartMessage[]; label?: string }) {
  if (messages.length === 0) return null;
  return (
    <ul className="cart-messages" aria-label={label}>
      {messages.map((message) => (
        <li
          key={`${message.code}-${message.message}`}
          className={`cart-message${message.blocking ? ' cart-message--blocking' : ''}`}
        >
          {message.message}
        </li>
      ))}
    </ul>
  );
}

/** The quantity of a line: sent when the field is left or Enter is pressed, and only when it changed. */
function QuantityInput({ line, disabled }: { line: CartLine; disabled: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [text, setText] = useState(String(line.order_quantity));
  const [shown, setShown] = useState(line.order_quantity);
  if (line.order_quantity !== shown) {
    setShown(line.order_quantity);
    setText(String(line.order_quantity));
  }
  const quantity = parseQuantity(text);
  const invalid = quantity === null;

  const commit = () => {
    if (quantity === null) return;
    if (quantity !== line.order_quantity)
      dispatch(cartLineChangeSubmitted({ lineId: line._id, changes: { quantity } }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <div className="cart-qty">
      <label className="visually-hidden" htmlFor={id}>
        {t('orders.cart.quantityOf', { name: line.productName })}
      </label>
      <input
        id={id}
        className="input cart-qty__input"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_LINE_QUANTITY}
        step={1}
        value={text}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      {invalid && (
        <p className="field__error" id={`${id}-error`}>
          {t('orders.addToCart.errors.quantity', { max: MAX_LINE_QUANTITY })}
        </p>
      )}
    </div>
  );
}

function LineDetails({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const facts: Array<[string, string]> = [];
  if (line.variant_sku) facts.push([t('orders.line.sku'), line.variant_sku]);
  if (line.ring_size) facts.push([t('orders.line.ringSize'), line.ring_size]);
  if (line.size) facts.push([t('orders.line.size'), line.size]);
  if (line.engraving_text) facts.push([t('orders.line.engraving'), line.engraving_text]);
  if (facts.length === 0) return null;
  return (
    <dl className="line-facts">
      {facts.map(([term, value]) => (
        <div key={term} className="line-facts__item">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "From stock · 24-72 hours" or "Special order · 4-5 weeks" (the delivery as the server sent it). */
export function DeliveryNote({ type, delivery }: { type: CartLine['order_type']; delivery: string }) {
  const { t } = useTranslation();
  return (
    <span className={`delivery delivery--${type}`}>
      <span className="delivery__type">{t(`orders.line.type.${type}`)}</span>
      <span className="delivery__time">{delivery}</span>
    </span>
  );
}

const STOCK_ISSUES = new Set<string>([
  'SELECT_AVAILABLE_QUANTITY',
  'REMOVE_ITEM',
] satisfies CartMessageCode[]);

/**
 * The cart's lines as a table: picture, name and what was chosen, delivery, quantity, prices (only
 * those the server sent) and each line's messages. Editable on the order tab, read-only on confirm.
 */
export function CartLines({ lines, editable }: { lines: readonly CartLine[]; editable: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectCartPendingLineIds);
  const priced = lines.some((line) => hasAmount(line.price) || hasAmount(line.total_price));
  const priceType = lines.find((line) => line.price_type)?.price_type;
  const unitLabel = priceType === 'rrp' ? t('orders.cart.unitRrp') : t('orders.cart.unitPrice');

  return (
    <div className="table-scroll">
      <table className="cart-table">
        <caption className="visually-hidden">{t('orders.cart.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.cart.item')}</th>
            <th scope="col">{t('orders.cart.delivery')}</th>
            <th scope="col" className="is-number">
              {t('orders.cart.quantity')}
            </th>
            {priced && (
              <th scope="col" className="is-number">
                {unitLabel}
              </th>
            )}
            {priced && (
              <th scope="col" className="is-number">
                {t('orders.cart.lineTotal')}
              </th>
            )}
            {editable && (
              <th scope="col">
                <span className="visually-hidden">{t('orders.cart.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const busy = pending.includes(line._id);
            const stockIssue = line.messages.some((message) => STOCK_ISSUES.has(message.code));
            return (
              <tr
                key={line._id}
                className={`cart-row${line.is_engraving_charge ? ' cart-row--charge' : ''}`}
                aria-busy={busy || undefined}
              >
                <td>
                  <div className="cart-item">
                    {line.image_url ? (
                      <img className="cart-item__image" src={line.image_url} alt="" width={72} height={72} />
                    ) : (
                      <span className="cart-item__image cart-item__image--none" aria-hidden="true" />
                    )}
                    <div className="cart-item__text">
                      <p className="cart-item__name">{line.productName}</p>
                      <LabGrownBadge labGrown={line.labGrown} />
                      {(line.design_number || line.description) && (
                        <p className="cart-item__meta">
                          {[line.design_number, line.description].filter(Boolean).join(' · ')}
                        </p>
                      )}
                      <LineDetails line={line} />
                      <CartMessages
                        messages={line.messages}
                        label={t('orders.cart.messagesFor', { name: line.productName })}
                      />
                    </div>
                  </div>
                </td>
                <td data-label={t('orders.cart.delivery')}>
                  <DeliveryNote type={line.order_type} delivery={line.delivery} />
                  {editable && stockIssue && line.order_type === 'stock' && !line.is_special_offer && (
                    <button
                      type="button"
                      className="text-button"
                      disabled={busy}
                      onClick={() =>
                        dispatch(
                          cartLineChangeSubmitted({ lineId: line._id, changes: { orderType: 'special' } }),
                        )
                      }
                    >
                      {t('orders.cart.makeSpecial')}
                    </button>
                  )}
                </td>
                <td className="is-number" data-label={t('orders.cart.quantity')}>
                  {editable && !line.is_engraving_charge ? (
                    <QuantityInput line={line} disabled={busy} />
                  ) : (
                    line.order_quantity
                  )}
                </td>
                {priced && (
                  <td className="is-number" data-label={unitLabel}>
                    {hasAmount(line.was_price) && (
                      <>
                        <s className="money money--was" aria-label={t('prices.storefront.was')}>
                          <Money value={line.was_price} />
                        </s>{' '}
                      </>
                    )}
                    <Money
                      value={line.price}
                      className={hasAmount(line.was_price) ? 'money money--now' : undefined}
                    />
                  </td>
                )}
                {priced && (
                  <td className="is-number" data-label={t('orders.cart.lineTotal')}>
                    <Money value={line.total_price} className="money money--strong" />
                  </td>
                )}
                {editable && (
                  <td className="cart-row__actions">
                    {!line.is_engraving_charge && (
                      <button
                        type="button"
                        className="text-button text-button--danger"
                        disabled={busy}
                        aria-label={t('orders.cart.removeItem', { name: line.productName })}
                        onClick={() => dispatch(cartLineRemoveSubmitted(line._id))}
                      >
                        {t('orders.cart.remove')}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
