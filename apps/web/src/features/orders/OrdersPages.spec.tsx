import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '../../api/client';
import type { PriceStatus } from '../../shared/types';
import { logInBuyer } from '../../test/catalogue-fixtures';
import { cartEntry, cartLine, orderDetail, orderLine, orderRow, paged } from '../../test/orders-fixtures';
import { createFullStore, createTestServices, renderWithStore } from '../../test/test-utils';
import { OrderDetailPage } from './OrderDetailPage';
import { OrderHistoryPage, OrderListPage, ordersQueryFromParams } from './OrdersListPage';

const ORDER_ID = '5d0f0000-0000-4000-8000-000000000001';

function setup(priceStatus: PriceStatus, route: string) {
  const services = createTestServices();
  const store = createFullStore(services);
  logInBuyer(store, priceStatus);
  const ui = (
    <Routes>
      <Route path="/order-history" element={<OrderHistoryPage />} />
      <Route path="/order-list" element={<OrderListPage />} />
      <Route path="/order-details/:orderId" element={<OrderDetailPage />} />
    </Routes>
  );
  return { services, store, ui, route };
}

describe('/order-history and /order-list', () => {
  it('lists the orders with their number, date, reference, status and total', async () => {
    const { services, store, ui, route } = setup(2, '/order-history');
    services.api.getOrderHistory.mockResolvedValue({
      status: true,
      data: paged([
        orderRow(),
        orderRow({
          _id: 'o-2',
          order_number: 'AT00041',
          status: 5,
          se_order_number: 'SE00003',
          order_type: 'mixed',
          awaiting_customer_approval: true,
        }),
      ]),
    });
    renderWithStore(ui, { route, services, store });
    const table = await screen.findByRole('table', { name: 'Order history' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('link', { name: 'AT00042' }).getAttribute('href')).toBe(
      `/order-details/${ORDER_ID}`,
    );
    expect(rows[1].textContent).toContain('05 Mar, 2026');
    expect(rows[1].textContent).toContain('00007');
    expect(rows[1].textContent).toContain('Pending Order');
    expect(rows[1].textContent).toContain('£2,952.48');
    expect(rows[2].textContent).toContain('SE00003');
    expect(rows[2].textContent).toContain('Partial SO for approval');
    expect(rows[2].textContent).toContain('Awaiting your approval');
    expect(services.api.getOrderHistory).toHaveBeenCalledWith({ page: 1, limit: 20 });
  });

  it('handles the server’s 403 (trade prices only) with an explanation instead of a list', async () => {
    const { services, store, ui, route } = setup(1, '/order-history');
    services.api.getOrderHistory.mockRejectedValue(
      new ApiError('Order history is only available with trade prices.', 403, {
        code: 'ORDERS_TRADE_PRICES_ONLY',
      }),
    );
    renderWithStore(ui, { route, services, store });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Order history is only available with trade prices.');
    expect(within(alert).getByRole('button', { name: 'Change price display' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/order-list');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows no amounts when the server sends none', async () => {
    const { services, store, ui, route } = setup(0, '/order-list');
    const {
      grand_total: _g,
      net_total: _n,
      total_vat: _v,
      carriage: _c,
      total_engraving_cost: _e,
      ...bare
    } = orderRow();
    services.api.getOrderList.mockResolvedValue({ status: true, data: paged([bare]) });
    renderWithStore(ui, { route, services, store });
    await screen.findByRole('table', { name: 'Orders' });
    expect(screen.queryByRole('columnheader', { name: 'Grand total' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/£/);
  });

  it('filters by status, type, number and dates from the URL', async () => {
    expect(
      ordersQueryFromParams(
        new URLSearchParams('status=5&type=special&search=AT0004&from=2026-01-01&to=2026-03-31&page=2'),
      ),
    ).toEqual({
      page: 2,
      limit: 20,
      status: 5,
      type: 'special',
      search: 'AT0004',
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(ordersQueryFromParams(new URLSearchParams('status=9&type=x&from=yesterday'))).toEqual({
      page: 1,
      limit: 20,
    });

    const { services, store, ui, route } = setup(2, '/order-list');
    services.api.getOrderList.mockResolvedValue({ status: true, data: paged([orderRow()]) });
    renderWithStore(ui, { route, services, store });
    await screen.findByRole('table', { name: 'Orders' });
    const filters = screen.getByRole('search', { name: 'Order filters' });
    fireEvent.change(within(filters).getByRole('combobox', { name: 'Status' }), { target: { value: '1' } });
    fireEvent.change(within(filters).getByRole('searchbox', { name: 'Order or design number' }), {
      target: { value: 'AT00042' },
    });
    fireEvent.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(services.api.getOrderList).toHaveBeenLastCalledWith({
        page: 1,
        limit: 20,
        status: 1,
        search: 'AT00042',
      }),
    );
  });
});

describe('order details', () => {
  it('shows every field of the order and its lines', async () => {
    const { services, store, ui } = setup(2, '');
    services.api.getOrder.mockResolvedValue({
      status: true,
      data: orderDetail({
        se_order_number: 'SE00003',
        lines: [
          orderLine(),
          orderLine({
            _id: 'ol-2',
            line_number: 2,
            design_name: 'Halo Pendant',
            order_type: 'special',
            delivery: '4-5 weeks',
            certificate_number: 'IGI 612345678',
            updated_price: 1300,
          }),
        ],
      }),
    });
    renderWithStore(ui, { route: `/order-details/${ORDER_ID}`, services, store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order AT00042' })).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'Details' });
    for (const text of [
      'AT00042',
      'SE00003',
      '00007',
      '05 Mar, 2026',
      'Stock',
      'Beatrice Lund',
      'Pending Order',
    ])
      expect(facts.textContent).toContain(text);
    const shipping = screen.getByRole('region', { name: 'Shipping' });
    expect(shipping.textContent).toContain('14 Hatton Garden');
    expect(shipping.textContent).toContain('Royal Mail Special Delivery');
    expect(shipping.textContent).toContain('Ring sizes as marked');
    const totals = screen.getByRole('group', { name: 'Totals' });
    for (const text of ['£2,430.40', '£20.00', '£10.00', '£4.50', '£492.08', '£2,952.48'])
      expect(totals.textContent).toContain(text);

    const lines = screen.getByRole('region', { name: '2 items' });
    const first = within(lines).getByRole('article', { name: '#1 Twisted Solitaire Ring' });
    for (const label of [
      'Metal',
      'Karat',
      'Shade',
      'Size',
      'Ring size',
      'Engraving',
      'Order type',
      'Certificate number',
      'Quantity',
      'Invoice qty',
      'Pending qty',
      'Canceled qty',
      'Shipped qty',
      'Processed qty',
      'Net unit price',
      'Updated price',
      'Engrave cost',
      'Net total price',
      'Item VAT',
      'Item total',
    ])
      expect(within(first).getByText(label)).toBeTruthy();
    expect(first.textContent).toContain('Forever');
    expect(first.textContent).toContain('£2,916.48');
    const second = within(lines).getByRole('article', { name: '#2 Halo Pendant' });
    expect(second.textContent).toContain('IGI 612345678');
    expect(second.textContent).toContain('4-5 weeks');
    expect(second.textContent).toContain('£1,300.00');
    expect(screen.getByRole('region', { name: 'Status history' }).textContent).toContain('Pending Order');
  });

  it('approves the order pricing and shows the order as the server returns it', async () => {
    const { services, store, ui } = setup(2, '');
    services.api.getOrder.mockResolvedValue({
      status: true,
      data: orderDetail({
        status: 5,
        actions: ['approve_pricing', 'reject_pricing', 'reorder', 'change_request'],
      }),
    });
    services.api.runOrderAction.mockResolvedValue({
      status: true,
      message: 'The order pricing has been approved.',
      data: {
        order: orderDetail({ status: 6, actions: ['reorder'] }),
        message: 'The order pricing has been approved.',
      },
    });
    renderWithStore(ui, { route: `/order-details/${ORDER_ID}`, services, store });
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(actions.textContent).toContain('Some items are special orders.');
    fireEvent.click(within(actions).getByRole('button', { name: 'Approve order pricing' }));
    await waitFor(() =>
      expect(services.api.runOrderAction).toHaveBeenCalledWith(ORDER_ID, 'approve-pricing'),
    );
    await waitFor(() => expect(screen.getAllByText('Partial SO approved').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Approve order pricing' })).toBeNull();
  });

  it('asks before rejecting updated pricing', async () => {
    const { services, store, ui } = setup(2, '');
    services.api.getOrder.mockResolvedValue({
      status: true,
      data: orderDetail({
        awaiting_customer_approval: true,
        actions: ['approve_updated_pricing', 'reject_updated_pricing'],
      }),
    });
    services.api.runOrderAction.mockResolvedValue({
      status: true,
      message: 'The updated pricing has been rejected.',
      data: {
        order: orderDetail({ status: 4, actions: [] }),
        message: 'The updated pricing has been rejected.',
      },
    });
    renderWithStore(ui, { route: `/order-details/${ORDER_ID}`, services, store });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject updated pricing' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject updated pricing' });
    expect(services.api.runOrderAction).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject updated pricing' }));
    await waitFor(() =>
      expect(services.api.runOrderAction).toHaveBeenCalledWith(ORDER_ID, 'reject-updated-pricing'),
    );
  });

  it('reorders into the cart at today’s prices and opens the cart', async () => {
    const { services, store, ui } = setup(2, '');
    services.api.getOrder.mockResolvedValue({ status: true, data: orderDetail() });
    services.api.reorder.mockResolvedValue({
      status: true,
      message: 'The items have been added to your cart at today’s prices.',
      data: {
        cart: { data: [cartEntry([cartLine({ order_quantity: 2 })])] },
        skipped: [{ design_number: 'R0999', reason: 'Not available any more' }],
        message: 'The items have been added to your cart at today’s prices.',
      },
    });
    renderWithStore(ui, { route: `/order-details/${ORDER_ID}`, services, store });
    fireEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    await waitFor(() => expect(services.navigate).toHaveBeenCalledWith('/shopping-cart'));
    expect(store.getState().cart.count).toBe(2);
    expect(store.getState().notifications.items.map((item) => item.text)).toEqual([
      'The items have been added to your cart at today’s prices.',
      'R0999: Not available any more',
    ]);
  });

  it('adds the order’s catalogue lines to an order list', async () => {
    const { services, store, ui } = setup(2, '');
    services.api.getOrder.mockResolvedValue({
      status: true,
      data: orderDetail({
        lines: [
          orderLine({ quantity: 2 }),
          orderLine({ _id: 'ol-2', line_number: 2, variant_id: null, quantity: 1 }),
        ],
      }),
    });
    const list = {
      id: 'l-1',
      name: 'Weekly',
      line_count: 0,
      created_at: '2026-03-01T10:00:00Z',
      updated_at: '2026-03-01T10:00:00Z',
    };
    services.api.getOrderLists.mockResolvedValue({ status: true, data: paged([list]) });
    services.api.addOrderListItems.mockResolvedValue({ status: true, data: { ...list, lines: [] } });
    renderWithStore(ui, { route: `/order-details/${ORDER_ID}`, services, store });
    fireEvent.click(await screen.findByRole('button', { name: 'Add order to a list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to an order list' });
    await within(dialog).findByRole('radio', { name: 'Weekly (0 items)' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    // The bespoke line (no variant) stays out: a list holds catalogue pieces.
    await waitFor(() =>
      expect(services.api.addOrderListItems).toHaveBeenCalledWith('l-1', [{ variantId: 'v-1', quantity: 2 }]),
    );
  });

  it('sends a change request about one line', async () => {
    const { services, store, ui } = setup(2, '');
    services.api.getOrder.mockResolvedValue({ status: true, data: orderDetail() });
    services.api.sendChangeRequest.mockResolvedValue({
      status: true,
      message: 'Your change request has been sent.',
      data: {
        _id: 'cr-1',
        order_id: ORDER_ID,
        order_number: 'AT00042',
        line_id: 'ol-1',
        message: 'Ring size M please',
        status: 'open',
        response: null,
        created_at: '2026-03-06T09:00:00.000Z',
        date: '06 Mar, 2026',
        resolved_at: null,
      },
    });
    renderWithStore(ui, { route: `/order-details/${ORDER_ID}`, services, store });
    const form = await screen.findByRole('region', { name: 'Change requests' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send change request' }));
    expect(within(form).getByText('Please describe the change you need.')).toBeTruthy();
    fireEvent.change(within(form).getByRole('combobox', { name: 'About' }), { target: { value: 'ol-1' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Your request/ }), {
      target: { value: 'Ring size M please' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send change request' }));
    await waitFor(() =>
      expect(services.api.sendChangeRequest).toHaveBeenCalledWith(ORDER_ID, {
        message: 'Ring size M please',
        lineId: 'ol-1',
      }),
    );
    expect(await within(form).findByText('Ring size M please')).toBeTruthy();
  });

  it('links a bespoke order back to its request, with the line’s own status', async () => {
    const { services, store, ui } = setup(2, '');
    services.api.getOrder.mockResolvedValue({
      status: true,
      data: orderDetail({
        order_type: 'special',
        actions: ['change_request'],
        lines: [orderLine({ variant_id: null, design_number: 'BS00012', order_type: 'special' })],
        bespoke: {
          _id: 'b-1',
          reference_number: 'BS00012',
          quote_version: 3,
          line_status: 'in_production',
          line_status_label: 'In production',
        },
      }),
    });
    renderWithStore(ui, { route: `/order-details/${ORDER_ID}`, services, store });
    const card = await screen.findByRole('region', { name: 'Bespoke order' });
    expect(within(card).getByRole('link', { name: 'BS00012' }).getAttribute('href')).toBe(
      '/bespoke-orders/b-1',
    );
    expect(within(card).getByText('Quote 3')).toBeTruthy();
    expect(within(card).getByText('In production')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reorder' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add order to a list' })).toBeNull();
  });

  it('says when the order does not exist (or is another customer’s)', async () => {
    const { services, store, ui } = setup(2, '');
    services.api.getOrder.mockRejectedValue(
      new ApiError('This order could not be found.', 404, { code: 'ORDERS_ORDER_NOT_FOUND' }),
    );
    renderWithStore(ui, { route: `/order-details/${ORDER_ID}`, services, store });
    expect((await screen.findByRole('alert')).textContent).toContain('This order could not be found.');
  });
});
