import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCartEntry } from '../../app/cart/cartSelectors';
import { BuyerPage } from '../../shared/orders/OrdersUi';
import { AddressTab } from './AddressTab';
import { reachableTabs } from './checkoutFlow';
import { selectCheckoutTab, selectCheckoutValues, selectPlacedOrder } from './checkoutSelectors';
import { CHECKOUT_TABS, checkoutTabChosen, shoppingCartOpened, type CheckoutTab } from './checkoutSlice';
import { ConfirmTab } from './ConfirmTab';
import { OrderPlacedView } from './OrderPlacedView';
import { OrderTab } from './OrderTab';
import './checkout.css';

const TAB_LABELS = {
  order: 'orders.checkout.tabs.order',
  address: 'orders.checkout.tabs.address',
  confirm: 'orders.checkout.tabs.confirm',
} as const;

/** The three tabs (order, address, confirm): a later tab opens once the ones before it are done. */
function CheckoutTabs({ baseId }: { baseId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const tab = useAppSelector(selectCheckoutTab);
  const entry = useAppSelector(selectCartEntry);
  const values = useAppSelector(selectCheckoutValues);
  const reachable = reachableTabs(entry, values);
  const listRef = useRef<HTMLDivElement>(null);

  const choose = (next: CheckoutTab) => {
    if (next !== tab && reachable[next]) dispatch(checkoutTabChosen(next));
  };

  // Arrow keys move between the tabs that may be opened (WAI-ARIA tabs, manual activation).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const buttons = Array.from(
      listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [],
    ).filter((button) => !button.disabled);
    const index = buttons.findIndex((button) => button === document.activeElement);
    if (index < 0) return;
    event.preventDefault();
    const target =
      event.key === 'Home'
        ? buttons[0]
        : event.key === 'End'
          ? buttons[buttons.length - 1]
          : buttons[(index + (event.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length];
    target?.focus();
  };

  return (
    <div
      className="checkout-tabs"
      role="tablist"
      aria-label={t('orders.checkout.steps')}
      ref={listRef}
      onKeyDown={onKeyDown}
    >
      {CHECKOUT_TABS.map((name, index) => {
        const selected = name === tab;
        const done = CHECKOUT_TABS.indexOf(tab) > index;
        return (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${baseId}-tab-${name}`}
            aria-selected={selected}
            aria-controls={selected ? `${baseId}-panel` : undefined}
            tabIndex={selected ? 0 : -1}
            disabled={!selected && !reachable[name]}
            className={`checkout-tab${selected ? ' is-current' : ''}${done ? ' is-done' : ''}`}
            onClick={() => choose(name)}
          >
            <span className="checkout-tab__number" aria-hidden="true">
              {done ? '✓' : index + 1}
            </span>
            <span className="checkout-tab__label">{t(TAB_LABELS[name])}</span>
          </button>
        );
      })}
    </div>
  );
}

/** /shopping-cart: the cart with its three tabs in order (order, address, confirm), then Order Placed. */
export function ShoppingCartPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const tab = useAppSelector(selectCheckoutTab);
  const placed = useAppSelector(selectPlacedOrder);
  const baseId = useId();
  const checkoutRef = useRef<HTMLDivElement>(null);
  const shownTab = useRef(tab);

  useEffect(() => {
    dispatch(shoppingCartOpened());
  }, [dispatch]);

  // A step changed below a long cart (Continue to address): its tab comes into view, not left off screen.
  useEffect(() => {
    if (shownTab.current === tab) return;
    shownTab.current = tab;
    checkoutRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [tab]);

  return (
    <BuyerPage title={t('orders.cart.title')} nav={false}>
      {placed ? (
        <OrderPlacedView placed={placed} />
      ) : (
        <div className="checkout" ref={checkoutRef}>
          <CheckoutTabs baseId={baseId} />
          <div
            className="checkout__panel"
            role="tabpanel"
            id={`${baseId}-panel`}
            aria-labelledby={`${baseId}-tab-${tab}`}
          >
            {tab === 'order' && <OrderTab />}
            {tab === 'address' && <AddressTab />}
            {tab === 'confirm' && <ConfirmTab />}
          </div>
        </div>
      )}
    </BuyerPage>
  );
}
