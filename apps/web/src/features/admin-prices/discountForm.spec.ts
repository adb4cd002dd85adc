import type { AdminDiscount } from '@atelier/contracts/catalogue';
import { discountValues, toDiscountBody } from './discountForm';

const discount: AdminDiscount = {
  id: 'd',
  status: 'active',
  customerId: 'c1',
  customerLabel: 'A1 · Co',
  customerGroupId: null,
  customerGroupLabel: null,
  designId: null,
  designNumber: null,
  designName: null,
  mainGroupId: 4,
  mainGroupName: 'Rings',
  kind: 'fixed_price',
  value: 99.5,
  startsOn: '2026-01-01',
  endsOn: '2026-01-31',
  endedAt: null,
  version: 2,
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('discount form', () => {
  it('starts a new discount for every customer and design, 10 % off for 30 days', () => {
    const values = discountValues(null, new Date('2026-03-01T10:00:00Z'));
    expect(toDiscountBody(values)).toEqual({
      customerId: null,
      customerGroupId: null,
      designNumber: null,
      mainGroupId: null,
      kind: 'percent',
      value: 10,
      startsOn: '2026-03-01',
      endsOn: '2026-03-31',
    });
  });

  it("round-trips a customer group's discount", () => {
    const values = discountValues(
      {
        ...discount,
        customerId: null,
        customerLabel: null,
        customerGroupId: 'g1',
        customerGroupLabel: 'Partners',
      },
      new Date(),
    );
    expect(values.customerGroupId).toBe('g1');
    expect(toDiscountBody(values)).toMatchObject({ customerId: null, customerGroupId: 'g1' });
  });

  it("round-trips a discount's terms and sends only the product chosen", () => {
    const values = discountValues(discount, new Date());
    expect(values.productKind).toBe('group');
    expect(toDiscountBody(values)).toMatchObject({ customerId: 'c1', mainGroupId: 4, designNumber: null });
    expect(toDiscountBody({ ...values, productKind: 'design', designNumber: ' R1 ' })).toMatchObject({
      designNumber: 'R1',
      mainGroupId: null,
    });
  });
});
