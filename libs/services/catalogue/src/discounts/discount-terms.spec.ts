import type { SaveDiscountDto } from '@atelier/contracts/catalogue';
import { readDiscountTerms, valueIssue } from './discount-terms';

const NOW = new Date('2026-06-15T12:00:00Z');
const dto = (over: Partial<SaveDiscountDto>): SaveDiscountDto => ({
  kind: 'percent',
  value: 10,
  startsOn: '2026-06-01',
  endsOn: '2026-06-30',
  ...over,
});

describe('readDiscountTerms', () => {
  it('reads good terms with the window to the end of the last day', () => {
    const { terms } = readDiscountTerms(dto({ customerId: 'c', mainGroupId: 3 }), NOW);
    expect(terms).toEqual({
      customerId: 'c',
      customerGroupId: null,
      designNumber: null,
      mainGroupId: 3,
      kind: 'percent',
      value: 10,
      startsAt: new Date('2026-06-01T00:00:00Z'),
      endsAt: new Date('2026-07-01T00:00:00Z'),
    });
  });

  it('names each field that is wrong', () => {
    const { terms, issues } = readDiscountTerms(
      dto({ designNumber: 'R1', mainGroupId: 3, value: 100, endsOn: '2026-05-01' }),
      NOW,
    );
    expect(terms).toBeNull();
    expect(Object.keys(issues).sort()).toEqual(['endsOn', 'mainGroupId', 'value']);
  });

  it('takes a customer group, but not with a customer as well', () => {
    expect(readDiscountTerms(dto({ customerGroupId: 'g' }), NOW).terms?.customerGroupId).toBe('g');
    const { terms, issues } = readDiscountTerms(dto({ customerId: 'c', customerGroupId: 'g' }), NOW);
    expect(terms).toBeNull();
    expect(issues.customerGroupId?.key).toBe('catalogue.discounts.oneAudience');
  });

  it('refuses a discount over before today', () => {
    const { issues } = readDiscountTerms(dto({ startsOn: '2026-05-01', endsOn: '2026-05-31' }), NOW);
    expect(issues.endsOn?.key).toBe('catalogue.offers.endsInPast');
  });
});

describe('valueIssue', () => {
  it('keeps a percentage between 0 and 100 and a price above 0, with two decimals', () => {
    expect(valueIssue('percent', 10)).toBeNull();
    expect(valueIssue('percent', 0)?.key).toBe('catalogue.offers.pricePositive');
    expect(valueIssue('percent', 100)?.key).toBe('validation.max');
    expect(valueIssue('fixed_price', 150)).toBeNull();
    expect(valueIssue('fixed_price', 1.234)?.key).toBe('validation.moneyDecimals');
  });
});
