import {
  cardFlags,
  cardFrom,
  cardImage,
  type CardOffer,
  type CardSource,
  chooseCardVariant,
  effectiveCents,
  offerActive,
  variantIdAt,
} from './card-choice';
import { planFixture } from './plan.fixture';
import { tagOf } from './tags';
import { VARIANT_STRIDE, variantCriteria } from './variant-criteria';

const plan = planFixture();

/** metal, shade, karat, quality, carat, trade pence, stock; packed cheapest first as the loader reads them. */
const variants = Float64Array.from(
  [
    [1, 2, 3, 1, 0.5, 10_000, 0],
    [1, 5, 4, 1, 1.25, 25_000, 3],
    [1, 2, 4, 1, 1.25, 30_000, 1],
    [1, 5, 3, 1, 0.75, 30_000, 2],
  ].flat(),
);
const end = variants.length;
const at = (position: number) => position * VARIANT_STRIDE;

/** A variant id of UUID length. */
const id = (letter: string) => `00000000-0000-4000-8000-${letter.repeat(12)}`;

const NOW = 1_800_000_000_000_000;
const offer = (extra: Partial<CardOffer>): CardOffer => ({
  kind: 'special',
  variant: 0,
  cents: 8_000,
  starts: NOW - 1_000,
  ends: NOW + 1_000,
  ...extra,
});

const source: CardSource = {
  name: 'Halo ring',
  names: { de: 'Halo-Ring' },
  itemId: 7,
  mainGroupId: 2,
  flags: {
    new_arrival: true,
    best_selling: false,
    special_offer: false,
    lab_grown: false,
    clearance: false,
    certified: true,
  },
  firstImage: 'first',
  shadeImages: new Map([[5, 'white']]),
  variantIds: ['a', 'b', 'c', 'd'].map(id).join(''),
  defaultVariant: 0,
  offers: [],
};

describe('the variant a card shows', () => {
  it('is the cheapest variant meeting the plan, the first of equal prices (SKU order)', () => {
    expect(chooseCardVariant(variantCriteria(plan), false, variants, 0, end)).toBe(at(0));
    const karat4 = { ...plan, groups: [{ filter: 'karat' as const, tags: [tagOf('karat', 4)], user: true }] };
    expect(chooseCardVariant(variantCriteria(karat4), false, variants, 0, end)).toBe(at(1));
    expect(
      chooseCardVariant(variantCriteria({ ...plan, trade: { min: 26_000 } }), false, variants, 0, end),
    ).toBe(at(2));
  });

  it('is the largest when sorted by carat, the cheapest of equal carats', () => {
    expect(chooseCardVariant(variantCriteria(plan), true, variants, 0, end)).toBe(at(1));
    const inStock = variantCriteria({ ...plan, inStock: true, carat: { max: 1 } });
    expect(chooseCardVariant(inStock, true, variants, 0, end)).toBe(at(3));
  });

  it('is none when no variant meets the plan', () => {
    const karat9 = { ...plan, groups: [{ filter: 'karat' as const, tags: [tagOf('karat', 9)], user: true }] };
    expect(chooseCardVariant(variantCriteria(karat9), false, variants, 0, end)).toBe(-1);
    expect(chooseCardVariant(variantCriteria(plan), true, variants, 0, 0)).toBe(-1);
  });
});

describe('offers on a card', () => {
  it('are active from their start up to, not including, their end', () => {
    expect(offerActive(offer({ starts: NOW }), NOW)).toBe(true);
    expect(offerActive(offer({ ends: NOW }), NOW)).toBe(false);
    expect(offerActive(offer({ starts: NOW + 1 }), NOW)).toBe(false);
  });

  it('price the variant at its active offer that started last, else at its trade price', () => {
    const earlier = offer({ cents: 9_000, starts: NOW - 5_000 });
    const later = offer({ cents: 8_500, starts: NOW - 2_000 });
    const offers = [
      earlier,
      later,
      offer({ cents: 1_000, starts: NOW + 10 }),
      offer({ cents: 2_000, variant: 1 }),
    ];
    expect(effectiveCents(offers, 0, 10_000, NOW)).toBe(8_500);
    expect(effectiveCents(offers, 2, 30_000, NOW)).toBe(30_000);
    // Once the later one ends, the earlier one shows again.
    expect(effectiveCents([earlier, { ...later, ends: NOW }], 0, 10_000, NOW)).toBe(9_000);
  });

  it("set the special-offer and clearance flags while active, over the design's own flags", () => {
    expect(cardFlags(source, NOW)).toEqual(source.flags);
    const flags = cardFlags({ ...source, offers: [offer({ kind: 'lab_grown_special' })] }, NOW);
    expect(flags).toEqual({ ...source.flags, special_offer: true });
    expect(cardFlags({ ...source, offers: [offer({ kind: 'clearance' })] }, NOW).clearance).toBe(true);
    expect(cardFlags({ ...source, offers: [offer({ kind: 'clearance', ends: NOW })] }, NOW).clearance).toBe(
      false,
    );
  });
});

describe('a card from memory', () => {
  it("reads a variant's id from the design's joined ids", () => {
    expect(variantIdAt(source.variantIds, 0)).toBe(id('a'));
    expect(variantIdAt(source.variantIds, 3)).toBe(id('d'));
    expect(variantIdAt(source.variantIds, 4)).toBe('');
  });

  it("shows its shade's own picture, else the design's first", () => {
    expect(cardImage(source, 5)).toBe('white');
    expect(cardImage(source, 2)).toBe('first');
    expect(cardImage({ shadeImages: null, firstImage: null }, 2)).toBeNull();
  });

  it('carries the chosen variant, its price now and the design', () => {
    const design = { id: 'd1', number: 'R1001', card: { ...source, offers: [offer({ variant: 1 })] } };
    const karat4 = { ...plan, groups: [{ filter: 'karat' as const, tags: [tagOf('karat', 4)], user: true }] };
    expect(cardFrom(design, variantCriteria(karat4), false, variants, 0, end, NOW)).toEqual({
      id: 'd1',
      number: 'R1001',
      name: 'Halo ring',
      names: { de: 'Halo-Ring' },
      itemId: 7,
      mainGroupId: 2,
      imageKey: 'white',
      flags: { ...source.flags, special_offer: true },
      variantId: id('b'),
      karatId: 4,
      shadeId: 5,
      qualityId: 1,
      totalCarat: 1.25,
      tradeCents: 8_000,
      stock: 3,
    });
  });

  it('reads a design placed anywhere in the packed variants', () => {
    const packed = new Float64Array(VARIANT_STRIDE * 2 + end);
    packed.set(variants, VARIANT_STRIDE * 2);
    const card = cardFrom(
      { id: 'd1', number: 'R1001', card: source },
      variantCriteria(plan),
      true,
      packed,
      VARIANT_STRIDE * 2,
      packed.length,
      NOW,
    );
    expect(card?.variantId).toBe(id('b'));
  });
});
