import { adminOrdersQuery, lineErrors, parsePieces, parseUnitPrice, type OrderFilter } from './orderInput';

const CUSTOMER_ID = '00000000-0000-4000-8000-000000000201';
const none: Record<OrderFilter, string> = {
  search: '',
  status: '',
  type: '',
  customerId: '',
  from: '',
  to: '',
  awaitingCustomer: '',
};

describe('back-office order input', () => {
  it('reads the filters (status, customer, dates, number, awaiting the customer) into the query', () => {
    expect(
      adminOrdersQuery(
        {
          ...none,
          status: '7',
          customerId: CUSTOMER_ID,
          from: '2026-01-01',
          search: 'SE00003',
          awaitingCustomer: 'true',
        },
        3,
      ),
    ).toEqual({
      page: 3,
      limit: 20,
      status: 7,
      search: 'SE00003',
      from: '2026-01-01',
      customerId: CUSTOMER_ID,
      awaitingCustomer: true,
    });
    expect(adminOrdersQuery({ ...none, customerId: 'nobody', from: '1 May' }, 1)).toEqual({
      page: 1,
      limit: 20,
    });
  });

  it('reads unit prices and piece counts as the server’s rules allow', () => {
    expect(parseUnitPrice('1300.5')).toBe(1300.5);
    expect(parseUnitPrice('0')).toBe(0);
    expect(parseUnitPrice('1.234')).toBeNull();
    expect(parseUnitPrice('-1')).toBeNull();
    expect(parseUnitPrice('abc')).toBeNull();
    expect(parsePieces('', 3)).toBe(0);
    expect(parsePieces('2', 3)).toBe(2);
    expect(parsePieces('4', 3)).toBeNull();
    expect(parsePieces('1.5', 3)).toBeNull();
  });

  it('puts the server’s line errors beside the line sent at their index', () => {
    const errors = {
      'lines.1.unitPrice': ['Too high.'],
      'lines.0.quantity': ['Not this field.'],
      'lines.0': ['Line gone.'],
      note: ['Elsewhere.'],
    };
    expect(lineErrors(errors, ['ol-1', 'ol-2'], 'unitPrice')).toEqual({
      'ol-1': 'Line gone.',
      'ol-2': 'Too high.',
    });
  });
});
