import { screen, within } from '@testing-library/react';
import { orderLine } from '../../test/orders-fixtures';
import { renderWithStore } from '../../test/test-utils';
import { OrderLineCard } from './OrderLines';

function discountRow(): HTMLElement {
  const term = screen.getByText('Discount', { selector: 'dt' });
  const row = term.parentElement;
  if (!row) throw new Error('no discount row');
  return row;
}

describe('order line: the discount it got', () => {
  it('shows was/now at the trade price with the percentage', () => {
    renderWithStore(
      <OrderLineCard
        line={orderLine({ net_unit_price: 450, discount: { kind: 'percent', value: 10, was_price: 500 } })}
      />,
    );
    const row = discountRow();
    expect(within(row).getByLabelText('Was').textContent).toContain('500.00');
    expect(row.querySelector('.money--now')?.textContent).toContain('450.00');
    expect(row.textContent).toContain('10 % off');
  });

  it('shows was/now in RRP for a fixed-price discount, with the fixed price', () => {
    renderWithStore(
      <OrderLineCard
        line={orderLine({
          price: 1125,
          price_type: 'rrp',
          net_unit_price: undefined,
          updated_price: undefined,
          item_vat: undefined,
          item_total: undefined,
          engrave_cost: undefined,
          net_total_price: undefined,
          discount: { kind: 'fixed_price', value: 450, was_price: 1250 },
        })}
      />,
    );
    const row = discountRow();
    expect(within(row).getByLabelText('Was').textContent).toContain('1,250.00');
    expect(row.querySelector('.money--now')?.textContent).toContain('1,125.00');
    expect(row.textContent).toContain('Fixed price');
    expect(row.textContent).toContain('450.00');
  });

  it('has no discount row for a line without one', () => {
    renderWithStore(<OrderLineCard line={orderLine({ discount: null })} />);
    expect(screen.queryByText('Discount', { selector: 'dt' })).toBeNull();
  });
});
