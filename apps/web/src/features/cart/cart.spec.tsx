import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../api/client';
import { designDetail, logInBuyer, variant } from '../../test/catalogue-fixtures';
import {
  cartAnswer,
  cartEntry,
  cartLine,
  engravingLine,
  priceChanged,
  pricedLine,
  selectAvailable,
} from '../../test/orders-fixtures';
import {
  createFullStore,
  createTestServices,
  recordSaga,
  renderWithStore,
  stateAfter,
} from '../../test/test-utils';
import { AddToCartForm } from './AddToCartForm';
import { checkAddToCart } from '../../app/cart/cartForm';
import { CartLines, CartMessages } from '../../shared/orders/CartLines';
import { countCartLines } from '../../app/cart/cartCount';
import { addToCart } from '../../app/cart/cartSagas';
import {
  addToCartSubmitted,
  cartLineChangeSubmitted,
  cartLineRemoveSubmitted,
  cartLoaded,
  cartReducer,
} from '../../app/cart/cartSlice';

describe('cart count', () => {
  it('is the sum of quantities without the engraving-charge line', () => {
    const lines = [
      cartLine({ order_quantity: 2 }),
      cartLine({ _id: 'line-2', order_quantity: 1 }),
      engravingLine(2),
    ];
    expect(countCartLines(lines)).toBe(3);
  });

  it('follows every cart answer (the server’s cart_count)', () => {
    const state = cartReducer(
      undefined,
      cartLoaded(cartEntry([cartLine({ order_quantity: 4 }), engravingLine(4)])),
    );
    expect(state.count).toBe(4);
    expect(state.entry?.order_detail).toHaveLength(2);
  });
});

describe('adding from the design page', () => {
  const body = { variantId: 'v-1', quantity: 2, ringSize: 'N', engravingText: 'Forever' };

  it('updates the header count from the answer and shows the server’s green message', async () => {
    const services = createTestServices();
    services.api.addToCart.mockResolvedValue(
      cartAnswer(cartEntry([cartLine(), engravingLine(2)]), 'The item has been added to your cart.'),
    );
    const run = await recordSaga(addToCart, services, stateAfter(), addToCartSubmitted(body));
    expect(services.api.addToCart).toHaveBeenCalledWith(body);
    expect(run.state.cart.count).toBe(2);
    expect(run.state.cart.addedCount).toBe(1);
    expect(run.state.notifications.items).toEqual([
      expect.objectContaining({ kind: 'success', text: 'The item has been added to your cart.' }),
    ]);
  });

  it('puts the server’s field errors under the fields and other failures in a red notification', async () => {
    const services = createTestServices();
    services.api.addToCart.mockRejectedValueOnce(
      new ApiError('The engraving field may not be greater than 40 characters.', 400, {
        errors: { engravingText: ['The engraving field may not be greater than 40 characters.'] },
      }),
    );
    const run = await recordSaga(addToCart, services, stateAfter(), addToCartSubmitted(body));
    expect(run.state.cart.addErrors).toEqual({
      engravingText: ['The engraving field may not be greater than 40 characters.'],
    });
    expect(run.state.notifications.items).toEqual([]);

    services.api.addToCart.mockRejectedValueOnce(
      new ApiError('The special offer is out of stock', 409, { code: 'ORDERS_SPECIAL_OFFER_UNAVAILABLE' }),
    );
    const second = await recordSaga(addToCart, services, stateAfter(), addToCartSubmitted(body));
    expect(second.state.notifications.items).toEqual([
      expect.objectContaining({ kind: 'error', text: 'The special offer is out of stock' }),
    ]);
  });

  it('checks quantity, ring size and engraving as AddToCartDto does', () => {
    const values = { quantity: '1', size: '', ringSize: 'N', engravingText: '' };
    expect(checkAddToCart(values, true)).toEqual({});
    expect(checkAddToCart({ ...values, quantity: '0' }, true)).toEqual({ quantity: 'quantity' });
    expect(checkAddToCart({ ...values, quantity: '1000' }, true)).toEqual({ quantity: 'quantity' });
    expect(checkAddToCart({ ...values, quantity: '1.5' }, true)).toEqual({ quantity: 'quantity' });
    expect(checkAddToCart({ ...values, ringSize: '' }, true)).toEqual({ ringSize: 'ringSizeRequired' });
    expect(checkAddToCart({ ...values, ringSize: '' }, false)).toEqual({});
    expect(checkAddToCart({ ...values, engravingText: 'x'.repeat(41) }, true)).toEqual({
      engravingText: 'engravingLength',
    });
    expect(checkAddToCart({ ...values, engravingText: 'Love 💍' }, true)).toEqual({
      engravingText: 'engravingEmoji',
    });
  });

  it('sends quantity, ring size and engraving for the chosen variant, and shows its stock', async () => {
    const services = createTestServices();
    services.api.addToCart.mockResolvedValue(
      cartAnswer(
        cartEntry([cartLine({ order_quantity: 3 }), engravingLine(3)]),
        'The item has been added to your cart.',
      ),
    );
    const store = createFullStore(services);
    logInBuyer(store, 2);
    const detail = designDetail();
    const chosen = variant({ _id: 'v-9', stock_quantity: 3, in_stock: true });
    renderWithStore(<AddToCartForm detail={detail} variant={chosen} />, { services, store });

    expect(screen.getByRole('note').textContent).toBe('In stock: 3 pieces available');
    fireEvent.change(screen.getByRole('spinbutton', { name: /Quantity/ }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    // A ring needs its ring size.
    expect(await screen.findByText('Please choose a ring size.')).toBeTruthy();
    expect(services.api.addToCart).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('combobox', { name: /Ring size/ }), { target: { value: 'N' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Engraving text' }), {
      target: { value: ' Forever ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(services.api.addToCart).toHaveBeenCalledWith({
        variantId: 'v-9',
        quantity: 3,
        ringSize: 'N',
        engravingText: 'Forever',
      }),
    );
    await waitFor(() => expect(store.getState().cart.count).toBe(3));
    // Ready for the next item.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Engraving text' }).value).toBe('');
  });

  it('says when the variant is not in stock', () => {
    const store = createFullStore(createTestServices());
    logInBuyer(store, 0);
    renderWithStore(
      <AddToCartForm detail={designDetail()} variant={variant({ in_stock: false, stock_quantity: 0 })} />,
      { store },
    );
    expect(screen.getByRole('note').textContent).toBe(
      'Not in stock: made to order in 4-5 weeks (non-returnable)',
    );
  });
});

describe('cart lines and messages', () => {
  it('shows each message exactly as the server sent it, per line and for the cart', () => {
    const lines = [
      cartLine({ messages: [priceChanged] }),
      cartLine({ _id: 'line-2', productName: 'Halo Pendant', ring_size: null, messages: [selectAvailable] }),
    ];
    renderWithStore(
      <>
        <CartMessages messages={[{ code: 'CART_EMPTY', message: 'Your cart is empty', blocking: true }]} />
        <CartLines lines={lines} editable />
      </>,
    );
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    const first = screen.getByRole('list', { name: 'Messages for Twisted Solitaire Ring' });
    expect(within(first).getByRole('listitem').textContent).toBe(
      'Price is changed, please verify before ordering',
    );
    expect(within(first).getByRole('listitem').className).toContain('cart-message--blocking');
    const second = screen.getByRole('list', { name: 'Messages for Halo Pendant' });
    expect(within(second).getByRole('listitem').textContent).toBe(
      'Desired Stock is not available, please select an available quantity',
    );
    // A stock shortfall may be ordered as a special order instead.
    expect(screen.getByRole('button', { name: 'Order as special order' })).toBeTruthy();
  });

  it('shows the lab-grown badge on a lab-grown line only', () => {
    renderWithStore(
      <CartLines
        lines={[
          cartLine({ productName: 'Halo Ring (Lab grown)', labGrown: true }),
          cartLine({ _id: 'line-2', productName: 'Halo Pendant' }),
        ]}
        editable={false}
      />,
    );
    const badges = screen.getAllByText('Lab grown', { exact: true });
    expect(badges).toHaveLength(1);
    expect(badges[0]?.closest('.cart-item__text')?.textContent).toContain('Halo Ring (Lab grown)');
  });

  it('shows no amounts at price status 0 (no £0), and the server’s amounts otherwise', () => {
    const lines = [cartLine(), engravingLine(2)];
    const { unmount } = renderWithStore(<CartLines lines={lines} editable={false} />);
    expect(document.body.textContent).not.toMatch(/£/);
    expect(screen.queryByRole('columnheader', { name: 'Unit price' })).toBeNull();
    unmount();

    renderWithStore(
      <CartLines
        lines={[pricedLine(cartLine(), 1215.2, 2), pricedLine(engravingLine(2), 10, 2)]}
        editable={false}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Unit price' })).toBeTruthy();
    expect(screen.getByText('£1,215.20')).toBeTruthy();
    expect(screen.getByText('£2,430.40')).toBeTruthy();
    expect(screen.getByText('£20.00')).toBeTruthy();
  });

  it('changes a quantity when the field is left and removes a line, but not the engraving line', () => {
    const services = createTestServices();
    // The answers never come: only what the page sends is looked at here.
    services.api.updateCartLine.mockReturnValue(new Promise(() => {}));
    services.api.removeCartLine.mockReturnValue(new Promise(() => {}));
    const store = createFullStore(services);
    const lines = [cartLine(), cartLine({ _id: 'line-2', productName: 'Halo Pendant' }), engravingLine(2)];
    renderWithStore(<CartLines lines={lines} editable />, { store, services });
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Twisted Solitaire Ring' });
    fireEvent.change(quantity, { target: { value: '5' } });
    fireEvent.blur(quantity);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Halo Pendant' }));
    expect(screen.queryByRole('button', { name: 'Remove Engraving charges' })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity of Engraving charges' })).toBeNull();
    expect(services.api.updateCartLine).toHaveBeenCalledWith('line-1', { quantity: 5 });
    // The line being changed is locked until its answer comes.
    expect(store.getState().cart.pendingLineIds).toEqual(['line-1', 'line-2']);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Remove Twisted Solitaire Ring' }).disabled,
    ).toBe(true);
  });

  it('sends changes one after the other, so the cart shown is the answer to the latest', async () => {
    const services = createTestServices();
    const order: string[] = [];
    services.api.updateCartLine.mockImplementation(async (lineId) => {
      order.push(`update ${lineId}`);
      await new Promise((done) => setTimeout(done, 5));
      return cartAnswer(cartEntry([cartLine({ order_quantity: 5 })]), 'Your cart has been updated.');
    });
    services.api.removeCartLine.mockImplementation((lineId) => {
      order.push(`remove ${lineId}`);
      return Promise.resolve(cartAnswer(cartEntry([]), 'The item has been removed from your cart.'));
    });
    const store = createFullStore(services);
    logInBuyer(store, 2);
    store.dispatch(cartLineChangeSubmitted({ lineId: 'line-1', changes: { quantity: 5 } }));
    store.dispatch(cartLineRemoveSubmitted('line-1'));
    await waitFor(() => expect(store.getState().cart.pendingLineIds).toEqual([]));
    expect(order).toEqual(['update line-1', 'remove line-1']);
    expect(store.getState().cart.count).toBe(0);
  });
});
