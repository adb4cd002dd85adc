import { useTranslation } from 'react-i18next';
import { AddToListButton, toListItems } from '../order-lists';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { CartLines, CartMessages } from '../../shared/orders/CartLines';
import {
  selectCartAcceptingPrices,
  selectCartEntry,
  selectCartStatus,
  selectPriceChangedLineIds,
} from '../../app/cart/cartSelectors';
import { cartPricesAcceptSubmitted, cartRequested } from '../../app/cart/cartSlice';
import { LoadFailed, Loading } from '../../shared/orders/OrdersUi';
import { cartReady } from './checkoutFlow';
import { checkoutTabChosen } from './checkoutSlice';
import { CartTotalsList } from '../../shared/orders/Totals';

/** The order tab: the cart's lines to change or remove, their messages, accept new prices, totals. */
export function OrderTab() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const entry = useAppSelector(selectCartEntry);
  const status = useAppSelector(selectCartStatus);
  const priceChanged = useAppSelector(selectPriceChangedLineIds);
  const accepting = useAppSelector(selectCartAcceptingPrices);

  if (!entry) {
    if (status === 'failed')
      return <LoadFailed message={t('orders.cart.loadFailed')} onRetry={() => dispatch(cartRequested())} />;
    return <Loading text={t('orders.cart.loading')} />;
  }

  const lines = entry.order_detail;
  const ready = cartReady(entry);
  const rrp = lines.some((line) => line.price_type === 'rrp');

  return (
    <div className="checkout-step">
      <CartMessages messages={entry.messages} label={t('orders.cart.cartMessages')} />
      {lines.length === 0 ? (
        <div className="orders-empty">
          <p>{t('orders.cart.emptyHint')}</p>
          <Link className="button button--primary" to={localize('/')}>
            {t('orders.cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <>
          {priceChanged.length > 0 && (
            <div className="notice-bar notice-bar--warning">
              <p>{t('orders.cart.pricesChangedIntro', { count: priceChanged.length })}</p>
              <button
                type="button"
                className="button button--primary button--small"
                disabled={accepting}
                aria-busy={accepting || undefined}
                onClick={() => dispatch(cartPricesAcceptSubmitted(priceChanged))}
              >
                {t('orders.cart.acceptPrices')}
              </button>
            </div>
          )}
          <CartLines lines={lines} editable />
          <AddToListButton
            items={toListItems(
              lines.map((line) => ({
                variantId: line.variant_id,
                quantity: line.order_quantity,
                skip: line.is_engraving_charge,
              })),
            )}
            label={t('quickOrder.lists.addCartLines')}
          />
          <div className="checkout-step__foot">
            <CartTotalsList totals={entry.totals} rrp={rrp} />
          </div>
        </>
      )}
      {lines.length > 0 && (
        <div className="checkout-actions">
          <Link className="button button--ghost" to={localize('/')}>
            {t('orders.cart.continueShopping')}
          </Link>
          <div className="checkout-actions__next">
            {!ready && <p className="checkout-actions__hint">{t('orders.cart.resolveFirst')}</p>}
            <button
              type="button"
              className="button button--primary"
              disabled={!ready}
              onClick={() => dispatch(checkoutTabChosen('address'))}
            >
              {t('orders.checkout.toAddress')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
