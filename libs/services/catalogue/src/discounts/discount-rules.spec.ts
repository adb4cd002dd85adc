import { bestDiscount, covers, discountedCents, discountStatus, type DiscountRule } from './discount-rules';

const NOW = new Date('2026-06-15T12:00:00Z');
const rule = (over: Partial<DiscountRule>): DiscountRule => ({
  id: 'a',
  customerId: null,
  designId: null,
  mainGroupId: null,
  kind: 'percent',
  value: 10,
  startsAt: new Date('2026-06-01T00:00:00Z'),
  endsAt: new Date('2026-07-01T00:00:00Z'),
  endedAt: null,
  ...over,
});
const target = { customerId: 'c1', designId: 'd1', mainGroupId: 7 };

describe('discountedCents', () => {
  it('takes a percentage off, floored to the penny', () => {
    expect(discountedCents(12345, { kind: 'percent', value: 10 })).toBe(11110);
    expect(discountedCents(999, { kind: 'percent', value: 12.5 })).toBe(874);
  });

  it('sets a fixed price but never raises the regular one', () => {
    expect(discountedCents(10000, { kind: 'fixed_price', value: 80 })).toBe(8000);
    expect(discountedCents(10000, { kind: 'fixed_price', value: 120 })).toBe(10000);
  });
});

describe('covers', () => {
  it("covers the customer's own discount and everyone's, not another customer's", () => {
    expect(covers(rule({ customerId: 'c1' }), target)).toBe(true);
    expect(covers(rule({ customerId: null }), target)).toBe(true);
    expect(covers(rule({ customerId: 'c2' }), target)).toBe(false);
    expect(covers(rule({ customerId: 'c1' }), { ...target, customerId: null })).toBe(false);
  });

  it('covers the design, its group, or every design', () => {
    expect(covers(rule({ designId: 'd1' }), target)).toBe(true);
    expect(covers(rule({ designId: 'd2' }), target)).toBe(false);
    expect(covers(rule({ mainGroupId: 7 }), target)).toBe(true);
    expect(covers(rule({ mainGroupId: 8 }), target)).toBe(false);
  });
});

describe('bestDiscount (precedence: the lowest price for the buyer)', () => {
  it('picks the lowest price among those that apply', () => {
    const best = bestDiscount(
      10000,
      [
        rule({ id: 'group', mainGroupId: 7, value: 10 }),
        rule({ id: 'own', customerId: 'c1', value: 15 }),
        rule({ id: 'fixed', designId: 'd1', kind: 'fixed_price', value: 88 }),
        rule({ id: 'other', customerId: 'c2', value: 50 }),
      ],
      target,
      NOW,
    );
    expect(best).toEqual({ rule: expect.objectContaining({ id: 'own' }), cents: 8500 });
  });

  it('breaks a tie in favour of the narrower discount', () => {
    const best = bestDiscount(
      10000,
      [rule({ id: 'all', value: 10 }), rule({ id: 'mine', customerId: 'c1', designId: 'd1', value: 10 })],
      target,
      NOW,
    );
    expect(best?.rule.id).toBe('mine');
  });

  it('ignores discounts not running: scheduled, over, or ended by staff', () => {
    const rules = [
      rule({ id: 'later', startsAt: new Date('2026-06-20T00:00:00Z') }),
      rule({ id: 'over', endsAt: new Date('2026-06-15T00:00:00Z') }),
      rule({ id: 'ended', endedAt: new Date('2026-06-10T00:00:00Z') }),
    ];
    expect(bestDiscount(10000, rules, target, NOW)).toBeNull();
  });

  it('answers null when no discount lowers the price', () => {
    expect(bestDiscount(5000, [rule({ kind: 'fixed_price', value: 60 })], target, NOW)).toBeNull();
  });
});

describe('discountStatus', () => {
  it('is scheduled, active or ended by the dates and by staff', () => {
    expect(discountStatus(rule({ startsAt: new Date('2026-07-01T00:00:00Z') }), NOW)).toBe('scheduled');
    expect(discountStatus(rule({}), NOW)).toBe('active');
    expect(discountStatus(rule({ endedAt: NOW }), NOW)).toBe('ended');
  });
});
