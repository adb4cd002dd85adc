import {
  bestDiscount,
  covers,
  discountedCents,
  discountStatus,
  type DiscountRule,
  specificity,
} from './discount-rules';

const NOW = new Date('2026-06-15T12:00:00Z');
const rule = (over: Partial<DiscountRule>): DiscountRule => ({
  id: 'a',
  customerId: null,
  customerGroupId: null,
  designId: null,
  mainGroupId: null,
  kind: 'percent',
  value: 10,
  startsAt: new Date('2026-06-01T00:00:00Z'),
  endsAt: new Date('2026-07-01T00:00:00Z'),
  endedAt: null,
  ...over,
});
const target = { customerId: 'c1', customerGroupId: 'g1', designId: 'd1', mainGroupId: 7 };

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

describe('customer groups', () => {
  it("covers the buyer's own customer group only, and nobody outside a group", () => {
    expect(covers(rule({ customerGroupId: 'g1' }), target)).toBe(true);
    expect(covers(rule({ customerGroupId: 'g2' }), target)).toBe(false);
    expect(covers(rule({ customerGroupId: 'g1' }), { ...target, customerGroupId: null })).toBe(false);
    expect(covers(rule({ customerGroupId: 'g1', designId: 'd2' }), target)).toBe(false);
  });

  it("ranks a customer's own before their group's before everyone's, whatever the product", () => {
    expect(specificity(rule({ customerId: 'c1' }))).toBeGreaterThan(
      specificity(rule({ customerGroupId: 'g1', designId: 'd1' })),
    );
    expect(specificity(rule({ customerGroupId: 'g1' }))).toBeGreaterThan(
      specificity(rule({ designId: 'd1' })),
    );
  });

  it("gives a group member the group's discount, and a customer outside the group nothing", () => {
    const rules = [rule({ id: 'g', customerGroupId: 'g1', value: 10 })];
    expect(bestDiscount(10000, rules, target, NOW)).toEqual({
      rule: expect.objectContaining({ id: 'g' }),
      cents: 9000,
    });
    expect(
      bestDiscount(10000, rules, { ...target, customerId: 'c9', customerGroupId: null }, NOW),
    ).toBeNull();
    expect(bestDiscount(10000, rules, { ...target, customerGroupId: 'g2' }, NOW)).toBeNull();
  });

  it('still gives the lowest price; an equal price goes to the narrower audience', () => {
    const everyone = rule({ id: 'a-everyone', value: 10 });
    const group = rule({ id: 'b-group', customerGroupId: 'g1', value: 10 });
    expect(bestDiscount(10000, [everyone, group], target, NOW)?.rule.id).toBe('b-group');
    const deeper = rule({ id: 'c-everyone', value: 20 });
    expect(bestDiscount(10000, [group, deeper], target, NOW)?.rule.id).toBe('c-everyone');
    const own = rule({ id: 'd-own', customerId: 'c1', value: 10 });
    expect(bestDiscount(10000, [group, own], target, NOW)?.rule.id).toBe('d-own');
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
