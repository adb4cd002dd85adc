import {
  dayStart,
  kindProblem,
  lastDayOf,
  offerStatus,
  offerWindow,
  readOfferRows,
  readTerms,
} from './offer-rules';

const NOW = new Date('2026-03-10T12:00:00Z');
const terms = (
  overrides: Partial<Record<'offerPrice' | 'maxQuantity' | 'startsOn' | 'endsOn', string>> = {},
) => ({
  offerPrice: '99.50',
  maxQuantity: '3',
  startsOn: '2026-03-01',
  endsOn: '2026-03-31',
  ...overrides,
});

describe('offer days', () => {
  it('reads calendar days and refuses days that do not exist', () => {
    expect(dayStart('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(dayStart('2026-02-30')).toBeNull();
    expect(dayStart('28/02/2026')).toBeNull();
  });

  it('runs from the start of the first day to the end of the last', () => {
    const window = offerWindow('2026-03-01', '2026-03-01');
    expect(window?.startsAt.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(window?.endsAt.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(window && lastDayOf(window.endsAt)).toBe('2026-03-01');
  });
});

describe('offerStatus', () => {
  const window = { startsAt: new Date('2026-03-01T00:00:00Z'), endsAt: new Date('2026-04-01T00:00:00Z') };
  it('is scheduled before the start, active within, ended after or when ended by staff', () => {
    expect(offerStatus({ ...window, endedAt: null }, new Date('2026-02-28T23:59:59Z'))).toBe('scheduled');
    expect(offerStatus({ ...window, endedAt: null }, new Date('2026-03-01T00:00:00Z'))).toBe('active');
    expect(offerStatus({ ...window, endedAt: null }, new Date('2026-04-01T00:00:00Z'))).toBe('ended');
    expect(offerStatus({ ...window, endedAt: NOW }, NOW)).toBe('ended');
  });
});

describe('kindProblem', () => {
  it('keeps lab-grown special offers to lab-grown designs and special offers to natural ones', () => {
    expect(kindProblem('lab_grown_special', false)?.key).toBe('catalogue.offers.notLabGrown');
    expect(kindProblem('special', true)?.key).toBe('catalogue.offers.labGrownDesign');
    expect(kindProblem('clearance', true)).toBeNull();
    expect(kindProblem('lab_grown_special', true)).toBeNull();
  });
});

describe('readTerms', () => {
  it('accepts good terms', () => {
    const { terms: read, issues } = readTerms(terms(), NOW);
    expect(issues).toEqual({});
    expect(read).toMatchObject({ offerPrice: 99.5, maxQuantity: 3 });
  });

  it('names each bad field with its reason', () => {
    expect(readTerms(terms({ offerPrice: '0' }), NOW).issues.offerPrice?.key).toBe(
      'catalogue.offers.pricePositive',
    );
    expect(readTerms(terms({ offerPrice: '-5' }), NOW).issues.offerPrice?.key).toBe(
      'catalogue.offers.pricePositive',
    );
    expect(readTerms(terms({ offerPrice: '1.234' }), NOW).issues.offerPrice?.key).toBe(
      'validation.moneyDecimals',
    );
    expect(readTerms(terms({ maxQuantity: '0' }), NOW).issues.maxQuantity?.key).toBe('validation.min');
    expect(readTerms(terms({ maxQuantity: '1.5' }), NOW).issues.maxQuantity?.key).toBe('validation.integer');
    expect(readTerms(terms({ startsOn: 'soon' }), NOW).issues.startsOn?.key).toBe('validation.date');
    expect(readTerms(terms({ endsOn: '2026-02-01' }), NOW).issues.endsOn?.key).toBe(
      'catalogue.offers.datesReversed',
    );
    expect(readTerms(terms({ startsOn: '2026-01-01', endsOn: '2026-02-01' }), NOW).issues.endsOn?.key).toBe(
      'catalogue.offers.endsInPast',
    );
  });

  it('accepts a one-day offer (the end day is included)', () => {
    expect(readTerms(terms({ startsOn: '2026-03-10', endsOn: '2026-03-10' }), NOW).terms).not.toBeNull();
  });
});

describe('readOfferRows', () => {
  const variants = new Map([
    ['r1-wg', { variantId: 'v1', designId: 'd1', retired: false, labGrown: false }],
    ['r2-wg', { variantId: 'v2', designId: 'd2', retired: true, labGrown: false }],
    ['r3-lab', { variantId: 'v3', designId: 'd3', retired: false, labGrown: true }],
    ['r4-wg', { variantId: 'v4', designId: 'd4', retired: false, labGrown: false }],
  ]);
  const row = (sku: string, extra: Record<string, string> = {}) => ({
    sku,
    offer_price: '10',
    max_quantity: '2',
    starts_on: '2026-03-01',
    ends_on: '2026-03-31',
    ...extra,
  });

  it('lists every bad row with its column and reason, and keeps the good ones', () => {
    const current = new Map([['v4', { id: 'o4', kind: 'clearance' as const, variantId: 'v4' }]]);
    const { offers, issues } = readOfferRows(
      'special',
      [
        row('R1-WG'),
        row('nope'),
        row('r2-wg'),
        row('r3-lab'),
        row('r1-wg'),
        row('r4-wg'),
        row('', { offer_price: '0' }),
      ],
      variants,
      current,
      NOW,
    );
    expect(offers.map((offer) => [offer.row, offer.variantId])).toEqual([[2, 'v1']]);
    expect(issues.map((issue) => [issue.row, issue.field, issue.issue.key])).toEqual([
      [3, 'sku', 'catalogue.offers.unknownSku'],
      [4, 'sku', 'catalogue.offers.retiredDesign'],
      [5, 'sku', 'catalogue.offers.labGrownDesign'],
      [6, 'sku', 'catalogue.offers.repeatedSku'],
      [7, 'sku', 'catalogue.offers.otherKind'],
      [8, 'offer_price', 'catalogue.offers.pricePositive'],
      [8, 'sku', 'validation.required'],
    ]);
  });

  it("replaces the variant's current offer of the same kind", () => {
    const current = new Map([['v1', { id: 'o1', kind: 'special' as const, variantId: 'v1' }]]);
    const { offers } = readOfferRows('special', [row('r1-wg')], variants, current, NOW);
    expect(offers[0]?.replaces).toBe('o1');
  });
});
