import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CartLines, CartMessages } from '../../shared/orders/CartLines';
import { AddressBlock } from '../../shared/orders/AddressBlock';
import { hasAmount, Money } from '../../shared/orders/Money';
import { LoadFailed, Loading } from '../../shared/orders/OrdersUi';
import { selectCheckoutValues, selectPlaceOrderRetryable, selectPlacingOrder } from './checkoutSelectors';
import { checkoutTabChosen, placeOrderSubmitted } from './checkoutSlice';
import { postageValue, summaryBody } from './checkoutForm';
import { useCheckoutOptions, useOrderSummaryQuery } from './checkoutApi';
import { TotalsList } from '../../shared/orders/Totals';

/**
 * The confirm tab: where it goes and how, the lines as they will be ordered with their messages, the
 * totals the server computed (status 2), and "Place order" (disabled while it is on its way).
 */
export function ConfirmTab() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const values = useAppSelector(selectCheckoutValues);
  const body = useMemo(() => summaryBody(values), [values]);
  const { currentData: summary, isError, isFetching, refetch } = useOrderSummaryQuery(body);
  const options = useCheckoutOptions().data;
  const placing = useAppSelector(selectPlacingOrder);
  const retryable = useAppSelector(selectPlaceOrderRetryable);

  if (!summary || isFetching) {
    if (isError)
      return <LoadFailed message={t('orders.checkout.summaryFailed')} onRetry={() => void refetch()} />;
    return <Loading text={t('orders.checkout.loadingSummary')} />;
  }

  const address = options?.shipping_addresses.find((item) => item._id === values.shippingAddressId);
  const option = summary.shipping_option;
  const totals = summary.totals;
  const postage = postageValue(values.postage);
  const instructions = values.specialInstructions.trim();

  return (
    <div className="checkout-step">
      <div className="confirm-grid">
        <section className="confirm-card" aria-labelledby="confirm-ship-to">
          <h2 className="confirm-card__title" id="confirm-ship-to">
            {t('orders.checkout.shipTo')}
          </h2>
          {address ? <AddressBlock address={address} /> : <p>{values.shippingAddressId}</p>}
        </section>
        <section className="confirm-card" aria-labelledby="confirm-shipping">
          <h2 className="confirm-card__title" id="confirm-shipping">
            {t('orders.checkout.shippingOption')}
          </h2>
          <p className="confirm-card__strong">{option.label}</p>
          <p className="confirm-card__meta">{option.delivery}</p>
          {hasAmount(option.carriage) && (
            <p className="confirm-card__meta">
              {t('orders.checkout.carriage')}: <Money value={option.carriage} />
            </p>
          )}
          {postage !== undefined && !totals && (
            <p className="confirm-card__meta">{t('orders.checkout.postageEntered')}</p>
          )}
        </section>
        <section className="confirm-card" aria-labelledby="confirm-instructions">
          <h2 className="confirm-card__title" id="confirm-instructions">
            {t('orders.checkout.specialInstructions')}
          </h2>
          <p className="confirm-card__text">{instructions || t('orders.checkout.noInstructions')}</p>
        </section>
      </div>

      <CartMessages messages={summary.messages} label={t('orders.cart.cartMessages')} />
      <CartLines lines={summary.lines} editable={false} />

      <div className="checkout-step__foot">
        {totals && (
          <TotalsList
            label={t('orders.totals.label')}
            rows={[
              { label: t('orders.totals.netTotal'), value: totals.net_total },
              { label: t('orders.totals.engraving'), value: totals.total_engraving_cost },
              { label: t('orders.totals.carriage'), value: totals.carriage },
              { label: t('orders.totals.postage'), value: totals.postage },
              { label: t('orders.totals.vat'), value: totals.total_vat },
              { label: t('orders.totals.grandTotal'), value: totals.grand_total, strong: true },
            ]}
          />
        )}
      </div>

      <div className="checkout-actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={placing}
          onClick={() => dispatch(checkoutTabChosen('address'))}
        >
          {t('orders.checkout.backToAddress')}
        </button>
        <div className="checkout-actions__next">
          {!summary.can_place_order && (
            <p className="checkout-actions__hint">{t('orders.cart.resolveFirst')}</p>
          )}
          {retryable && !placing && (
            <p className="checkout-actions__hint">{t('orders.checkout.retryHint')}</p>
          )}
          <button
            type="button"
            className="button button--primary button--large"
            disabled={placing || !summary.can_place_order}
            aria-busy={placing || undefined}
            onClick={() => dispatch(placeOrderSubmitted())}
          >
            {placing
              ? t('orders.checkout.placing')
              : retryable
                ? t('orders.checkout.tryAgain')
                : t('orders.checkout.placeOrder')}
          </button>
        </div>
      </div>
    </div>
  );
}
