import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { logInBuyer } from '../../test/catalogue-fixtures';
import {
  cartAnswer,
  cartEntry,
  cartLine,
  checkoutOptions,
  checkoutSummary,
  engravingLine,
  orderPlaced,
  priceChanged,
  pricedLine,
} from '../../test/orders-fixtures';
import { createFullStore, createTestServices, renderWithStore } from '../../test/test-utils';
import { ShoppingCartPage } from './ShoppingCartPage';

const ui = (
  <Routes>
    <Route path="/shopping-cart" element={<ShoppingCartPage />} />
  </Routes>
);

function setup(lines = [pricedLine(cartLine(), 1215.2, 2), pricedLine(engravingLine(2), 10, 2)]) {
  const services = createTestServices();
  const store = createFullStore(services);
  logInBuyer(store, 2);
  services.api.getCart.mockResolvedValue(
    cartAnswer(
      cartEntry(lines, { totals: { total_price: 2450.4, net_total: 2430.4, total_engraving_cost: 20 } }),
    ),
  );
  services.api.getCheckoutOptions.mockResolvedValue({ status: true, data: checkoutOptions() });
  services.api.getOrderSummary.mockResolvedValue({ status: true, data: checkoutSummary(lines) });
  services.api.placeOrder.mockResolvedValue({ status: true, message: 'Order Placed', data: orderPlaced() });
  renderWithStore(ui, { route: '/shopping-cart', services, store });
  return { services, store };
}

const tab = (name: string) => screen.getByRole('tab', { name });

// jsdom lays nothing out and has no scrollIntoView; the page's call is recorded instead.
const scrolledIntoView = jest.fn<void, [ScrollIntoViewOptions?]>();
const jsdomScrollIntoView = Element.prototype.scrollIntoView;
beforeAll(() => {
  Element.prototype.scrollIntoView = scrolledIntoView;
});
afterAll(() => {
  Element.prototype.scrollIntoView = jsdomScrollIntoView;
});
beforeEach(() => scrolledIntoView.mockClear());

describe('/shopping-cart', () => {
  it('brings the address tab into view after Continue to address', async () => {
    setup();
    await screen.findByRole('table', { name: 'Items in your cart' });
    expect(scrolledIntoView).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to address' }));
    await screen.findByRole('tabpanel', { name: 'Address' });
    expect(scrolledIntoView).toHaveBeenCalledTimes(1);
    const [scrolled] = scrolledIntoView.mock.contexts;
    expect(scrolled instanceof HTMLElement && scrolled.contains(tab('Address'))).toBe(true);
    expect(scrolledIntoView.mock.calls[0]?.[0]).toMatchObject({ block: 'start' });
  });

  it('goes through the order, address and confirm tabs in that order, then shows Order Placed', async () => {
    const { services, store } = setup();
    expect(await screen.findByRole('table', { name: 'Items in your cart' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Checkout steps' })).toBeTruthy();
    expect(tab('Order').getAttribute('aria-selected')).toBe('true');
    expect((tab('Address') as HTMLButtonElement).disabled).toBe(false);
    // The confirm tab waits for the address tab.
    expect((tab('Confirm') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('group', { name: 'Totals' }).textContent).toContain('£2,450.40');

    fireEvent.click(screen.getByRole('button', { name: 'Continue to address' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Address' });
    expect(
      (await within(panel).findByRole('radio', { name: /Lund Goldsmiths Ltd/ })).getAttribute('value'),
    ).toBe('primary');
    expect(
      within(panel).getByRole<HTMLInputElement>('radio', { name: /Royal Mail Special Delivery/ }).checked,
    ).toBe(true);
    expect(
      within(panel)
        .getByRole('radio', { name: /Next-day courier/ })
        .closest('label')?.textContent,
    ).toContain('£20.00');

    // Postage with three decimals is refused with the spec's message.
    const postage = within(panel).getByRole('textbox', { name: 'Postage' });
    fireEvent.change(postage, { target: { value: '4.505' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Continue to confirm' }));
    expect(await within(panel).findByText('Postage contain only two digit after Decimal Point')).toBeTruthy();
    expect(services.api.getOrderSummary).not.toHaveBeenCalled();

    fireEvent.change(postage, { target: { value: '4.50' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Special instructions' }), {
      target: { value: 'Please deliver before 10am; ring sizes (N, M) as marked #2' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Continue to confirm' }));

    const confirm = await screen.findByRole('tabpanel', { name: 'Confirm' });
    await within(confirm).findByRole('button', { name: 'Place order' });
    expect(services.api.getOrderSummary).toHaveBeenCalledWith({ shippingOption: 'standard', postage: 4.5 });
    expect(within(confirm).getByText('14 Hatton Garden')).toBeTruthy();
    expect(
      within(confirm).getByText('Please deliver before 10am; ring sizes (N, M) as marked #2'),
    ).toBeTruthy();
    expect(within(confirm).getByRole('group', { name: 'Totals' }).textContent).toContain('£2,957.88');

    fireEvent.click(within(confirm).getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order Placed' })).toBeTruthy();
    expect(
      screen.getByText('Thank you! Your order has been placed successfully. Your order number is AT00042.'),
    ).toBeTruthy();
    expect(screen.getByText('AT00042')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(
      '/order-details/5d0f0000-0000-4000-8000-000000000001',
    );
    expect(services.api.placeOrder).toHaveBeenCalledWith(
      {
        shippingAddressId: 'primary',
        shippingOption: 'standard',
        postage: 4.5,
        specialInstructions: 'Please deliver before 10am; ring sizes (N, M) as marked #2',
      },
      expect.stringMatching(/^checkout-/),
    );
    expect(store.getState().cart.count).toBe(0);
  });

  it('keeps the later tabs closed while a line has a blocking message, and accepts new prices', async () => {
    const blocked = [pricedLine(cartLine({ messages: [priceChanged] }), 1215.2, 2)];
    const { services } = setup(blocked);
    services.api.acceptCartPrices.mockResolvedValue(
      cartAnswer(cartEntry([pricedLine(cartLine(), 1230, 2)]), 'The new prices have been accepted.'),
    );
    expect(await screen.findByText('Price is changed, please verify before ordering')).toBeTruthy();
    expect((tab('Address') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue to address' }).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Accept new prices' }));
    await waitFor(() => expect((tab('Address') as HTMLButtonElement).disabled).toBe(false));
    expect(services.api.acceptCartPrices).toHaveBeenCalledWith(['line-1']);
    expect(screen.queryByText('Price is changed, please verify before ordering')).toBeNull();
  });

  it('shows the empty cart message as the server sends it', async () => {
    setup([]);
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to address' })).toBeNull();
  });

  it('shows visitors the login prompt instead of a cart', () => {
    const services = createTestServices();
    renderWithStore(ui, { route: '/shopping-cart', services });
    expect(screen.getByRole('button', { name: 'Log in to continue' })).toBeTruthy();
    expect(services.api.getCart).not.toHaveBeenCalled();
  });
});
