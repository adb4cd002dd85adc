import type { UnknownAction } from '@reduxjs/toolkit';
import { ApiError } from '../../api/client';
import { logInBuyer } from '../../test/catalogue-fixtures';
import {
  cartEntry,
  cartLine,
  checkoutOptions,
  checkoutSummary,
  engravingLine,
  orderPlaced,
  priceChanged,
} from '../../test/orders-fixtures';
import { createFullStore, createTestServices, recordSaga, stateAfter, typesOf } from '../../test/test-utils';
import { selectPlacedOrder, selectPlacingOrder } from './checkoutSelectors';
import { loginSucceeded } from '../../app/auth/authSlice';
import { cartLoaded } from '../../app/cart/cartSlice';
import { priceSelectionApplied } from '../../app/session/sessionSlice';
import { reachableTabs } from './checkoutFlow';
import { enterCheckoutTab, placeOrder } from './checkoutSagas';
import { checkoutApi } from './checkoutApi';
import { summaryBody } from './checkoutForm';
import {
  checkoutOptionsShown,
  checkoutReducer,
  EMPTY_CHECKOUT_VALUES,
  checkoutTabChosen,
  checkoutValueChanged,
  orderPlaced as orderPlacedAction,
  placeOrderFailed,
  placeOrderSubmitted,
  shoppingCartOpened,
} from './checkoutSlice';

const lines = [cartLine(), engravingLine(2)];

function readyState(...extra: UnknownAction[]) {
  return stateAfter(
    loginSucceeded({
      token: 'jwt-1',
      user: {
        _id: 'u-1',
        email: 'b@demo.test',
        first_name: 'Bea',
        last_name: 'Buyer',
        role: 'client-super-admin',
      },
    }),
    priceSelectionApplied({
      priceStatus: 2,
      customer: { acNo: 'LND0042', company: 'Lund Goldsmiths Ltd', name: 'Lund', id: 'c-1', address: 'Lund' },
    }),
    cartLoaded(cartEntry(lines)),
    checkoutOptionsShown(checkoutOptions()),
    ...extra,
  );
}

describe('checkout tabs (reducer)', () => {
  it('starts on the order tab and opens the later tabs only in order', () => {
    const start = checkoutReducer(undefined, { type: 'init' });
    expect(start.tab).toBe('order');
    const empty = { ...start.values };
    // Nothing in the cart: only the order tab.
    expect(reachableTabs(cartEntry([]), empty)).toEqual({ order: true, address: false, confirm: false });
    // A cart with lines: the address tab; its choices not made yet: not the confirm tab.
    expect(reachableTabs(cartEntry(lines), empty)).toEqual({ order: true, address: true, confirm: false });
    const chosen = { ...empty, shippingAddressId: 'primary', shippingOption: 'standard' as const };
    expect(reachableTabs(cartEntry(lines), chosen)).toEqual({ order: true, address: true, confirm: true });
    // A blocking message (price changed) closes the later tabs again.
    const blocked = cartEntry([cartLine({ messages: [priceChanged] })]);
    expect(reachableTabs(blocked, chosen)).toEqual({ order: true, address: false, confirm: false });
    // Postage with three decimals: the address tab is not done.
    expect(reachableTabs(cartEntry(lines), { ...chosen, postage: '1.234' }).confirm).toBe(false);
  });

  it('chooses the primary address and the first shipping option when the options are shown', () => {
    const state = checkoutReducer(undefined, checkoutOptionsShown(checkoutOptions()));
    expect(state.values.shippingAddressId).toBe('primary');
    expect(state.values.shippingOption).toBe('standard');
    const changed = checkoutReducer(
      state,
      checkoutValueChanged({ field: 'shippingOption', value: 'express' }),
    );
    // Showing them again keeps what the buyer chose.
    expect(checkoutReducer(changed, checkoutOptionsShown(checkoutOptions())).values.shippingOption).toBe(
      'express',
    );
    // After an order the choices were emptied: the next checkout gets the defaults again.
    const placed = checkoutReducer(changed, orderPlacedAction(orderPlaced()));
    const again = checkoutReducer(
      checkoutReducer(placed, shoppingCartOpened()),
      checkoutOptionsShown(checkoutOptions()),
    );
    expect(again.values).toMatchObject({ shippingAddressId: 'primary', shippingOption: 'standard' });
  });

  it('shows Order Placed, then starts again at the order tab the next time the cart opens', () => {
    let state = checkoutReducer(undefined, checkoutTabChosen('confirm'));
    state = checkoutReducer(state, orderPlacedAction(orderPlaced()));
    expect(state.placed?.order_number).toBe('AT00042');
    expect(state.attempt).toBeNull();
    state = checkoutReducer(state, shoppingCartOpened());
    expect(state.placed).toBeNull();
    expect(state.tab).toBe('order');
  });

  it('goes back to the tab to fix after a refused order and drops a refused key', () => {
    let state = checkoutReducer(undefined, checkoutTabChosen('confirm'));
    state = {
      ...state,
      attempt: { key: 'k-1', body: { shippingAddressId: 'primary', shippingOption: 'standard' } },
    };
    state = checkoutReducer(state, placeOrderFailed({ retryable: false, fieldErrors: null, tab: 'order' }));
    expect(state.tab).toBe('order');
    expect(state.attempt?.key).toBe('k-1');
    state = checkoutReducer(state, placeOrderFailed({ retryable: false, fieldErrors: null, dropKey: true }));
    expect(state.attempt).toBeNull();
  });
});

describe('checkout sagas', () => {
  it('the address tab’s options are read once per session and price choice', async () => {
    const services = createTestServices();
    services.api.getCheckoutOptions.mockResolvedValue({ status: true, data: checkoutOptions() });
    const store = createFullStore(services);
    logInBuyer(store, 2);
    const first = await store.dispatch(checkoutApi.endpoints.checkoutOptions.initiate());
    expect(first.data?.shipping_addresses[0]?._id).toBe('primary');
    // As the tabs ask (useCheckoutOptions): the cached options, no second request.
    await store.dispatch(checkoutApi.endpoints.checkoutOptions.initiate(undefined, { forceRefetch: false }));
    expect(services.api.getCheckoutOptions).toHaveBeenCalledTimes(1);
    // Another price choice: the addresses and carriage are the new choice's to read.
    logInBuyer(store, 1);
    await store.dispatch(checkoutApi.endpoints.checkoutOptions.initiate());
    expect(services.api.getCheckoutOptions).toHaveBeenCalledTimes(2);
  });

  it('asks for the summary with the chosen option and postage, and tells the buyer when it fails', async () => {
    const services = createTestServices();
    services.api.getOrderSummary.mockResolvedValueOnce({ status: true, data: checkoutSummary(lines) });
    services.api.getOrderSummary.mockRejectedValueOnce(new ApiError('Summary unavailable', 500));
    const store = createFullStore(services);
    logInBuyer(store, 2);
    const body = summaryBody({ ...EMPTY_CHECKOUT_VALUES, shippingOption: 'standard', postage: '4.50' });
    const answer = await store.dispatch(checkoutApi.endpoints.orderSummary.initiate(body));
    expect(services.api.getOrderSummary).toHaveBeenCalledWith({ shippingOption: 'standard', postage: 4.5 });
    expect(answer.data?.totals?.grand_total).toBe(2957.88);
    const failed = await store.dispatch(checkoutApi.endpoints.orderSummary.initiate({ postage: 1 }));
    expect(failed.isError).toBe(true);
    expect(store.getState().notifications.items.at(-1)).toMatchObject({ text: 'Summary unavailable' });
  });

  it('the confirm tab makes an Idempotency-Key for the order request as it stands', async () => {
    const services = createTestServices();
    const state = readyState(checkoutValueChanged({ field: 'postage', value: '4.50' }));
    const run = await recordSaga(enterCheckoutTab, services, state, checkoutTabChosen('confirm'));
    expect(run.state.checkout.attempt?.key).toMatch(/^[A-Za-z0-9_\-:.]{1,128}$/);
    expect(run.state.checkout.attempt?.body).toEqual({
      shippingAddressId: 'primary',
      shippingOption: 'standard',
      postage: 4.5,
    });
  });

  it('places the order, shows Order Placed and empties the header count', async () => {
    const services = createTestServices();
    services.api.placeOrder.mockResolvedValue({ status: true, message: 'Order Placed', data: orderPlaced() });
    const run = await recordSaga(placeOrder, services, readyState());
    expect(services.api.placeOrder).toHaveBeenCalledWith(
      { shippingAddressId: 'primary', shippingOption: 'standard' },
      expect.stringMatching(/^checkout-/),
    );
    expect(run.state.checkout.placed?.order_number).toBe('AT00042');
    expect(run.state.cart.count).toBe(0);
    expect(run.state.notifications.items.map((item) => item.text)).toEqual(['Order Placed']);
  });

  it('retries a failed submit with the same Idempotency-Key', async () => {
    const services = createTestServices();
    services.api.placeOrder
      .mockRejectedValueOnce(new ApiError('Failed to fetch', null))
      .mockRejectedValueOnce(new ApiError('Service unavailable', 503, { code: 'SERVICE_UNAVAILABLE' }))
      .mockResolvedValueOnce({ status: true, message: 'Order Placed', data: orderPlaced() });

    const first = await recordSaga(placeOrder, services, readyState());
    expect(first.state.checkout.retryable).toBe(true);
    expect(first.state.checkout.placing).toBe(false);
    const second = await recordSaga(placeOrder, services, first.state);
    expect(second.state.checkout.retryable).toBe(true);
    const third = await recordSaga(placeOrder, services, second.state);
    expect(third.state.checkout.placed?.order_number).toBe('AT00042');

    const keys = services.api.placeOrder.mock.calls.map(([, key]) => key);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('sends a new key when the buyer changes the order request after a failure', async () => {
    const services = createTestServices();
    services.api.placeOrder
      .mockRejectedValueOnce(new ApiError('Failed to fetch', null))
      .mockResolvedValueOnce({ status: true, message: 'Order Placed', data: orderPlaced() });
    const first = await recordSaga(placeOrder, services, readyState());
    const values = { ...first.state.checkout.values, postage: '3' };
    await recordSaga(placeOrder, services, { ...first.state, checkout: { ...first.state.checkout, values } });
    const [[, firstKey], [secondBody, secondKey]] = services.api.placeOrder.mock.calls;
    expect(secondBody.postage).toBe(3);
    expect(secondKey).not.toBe(firstKey);
  });

  it('goes back to the order tab and reloads the cart when the server finds the cart not ready', async () => {
    const services = createTestServices();
    services.api.placeOrder.mockRejectedValue(
      new ApiError('Please check your cart before ordering.', 409, {
        code: 'ORDERS_CART_NOT_READY',
        errors: { 'lines.line-1': ['Price is changed, please verify before ordering'] },
      }),
    );
    const run = await recordSaga(placeOrder, services, readyState(checkoutTabChosen('confirm')));
    expect(run.state.checkout.tab).toBe('order');
    expect(typesOf(run.dispatched)).toContain('cart/cartRequested');
    expect(run.state.notifications.items.map((item) => item.text)).toEqual([
      'Please check your cart before ordering.',
    ]);
  });

  it('shows the server’s field errors on the address tab', async () => {
    const services = createTestServices();
    services.api.placeOrder.mockRejectedValue(
      new ApiError('Postage contain only two digit after Decimal Point', 400, {
        code: 'VALIDATION_FAILED',
        errors: { postage: ['Postage contain only two digit after Decimal Point'] },
      }),
    );
    const run = await recordSaga(placeOrder, services, readyState(checkoutTabChosen('confirm')));
    expect(run.state.checkout.tab).toBe('address');
    expect(run.state.checkout.fieldErrors).toEqual({
      postage: ['Postage contain only two digit after Decimal Point'],
    });
  });

  it('drops the key the server says was used for another order', async () => {
    const services = createTestServices();
    services.api.placeOrder.mockRejectedValue(
      new ApiError('The Idempotency-Key header was already used for a different order request.', 422, {
        code: 'ORDERS_IDEMPOTENCY_KEY_REUSED',
      }),
    );
    const run = await recordSaga(placeOrder, services, readyState());
    expect(run.state.checkout.attempt).toBeNull();
  });

  it('sends one request for a double click on "Place order"', async () => {
    const services = createTestServices();
    let resolve: (value: {
      status: true;
      message: string;
      data: ReturnType<typeof orderPlaced>;
    }) => void = () => {};
    services.api.placeOrder.mockReturnValue(
      new Promise((done) => {
        resolve = done;
      }),
    );
    const store = createFullStore(services);
    logInBuyer(store, 2);
    store.dispatch(cartLoaded(cartEntry(lines)));
    store.dispatch(checkoutOptionsShown(checkoutOptions()));
    store.dispatch(placeOrderSubmitted());
    store.dispatch(placeOrderSubmitted());
    expect(selectPlacingOrder(store.getState())).toBe(true);
    resolve({ status: true, message: 'Order Placed', data: orderPlaced() });
    await new Promise((done) => setTimeout(done, 0));
    expect(services.api.placeOrder).toHaveBeenCalledTimes(1);
    expect(selectPlacedOrder(store.getState())?.order_number).toBe('AT00042');
  });
});
