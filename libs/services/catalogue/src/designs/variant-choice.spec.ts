import { type ChoosableVariant, chooseVariant } from './variant-choice';

const variant = (id: string, extra: Partial<ChoosableVariant> = {}): ChoosableVariant => ({
  id,
  karatId: 3,
  shadeId: 1,
  qualityId: 2,
  totalCarat: 0.5,
  tradeCents: 100_00,
  isDefault: false,
  ...extra,
});

const variants = [
  variant('default', { isDefault: true, tradeCents: 150_00 }),
  variant('white-18k-1ct', { shadeId: 2, totalCarat: 1, tradeCents: 300_00 }),
  variant('white-9k-half', { shadeId: 2, karatId: 1, tradeCents: 90_00 }),
  variant('yellow-9k-half-cheap', { karatId: 1, tradeCents: 80_00 }),
];

describe('chooseVariant', () => {
  it('opens on the default variant when nothing is asked', () => {
    expect(chooseVariant(variants, {})?.id).toBe('default');
  });

  it('picks the variant matching every asked property', () => {
    expect(chooseVariant(variants, { shade: 2, totalCarate: 1, karate: 3 })?.id).toBe('white-18k-1ct');
    expect(chooseVariant(variants, { shade: 2, karate: 1 })?.id).toBe('white-9k-half');
  });

  it('falls back to the closest variant, preferring the default, then the cheapest', () => {
    expect(chooseVariant(variants, { shade: 2, totalCarate: 0.5, karate: 9 })?.id).toBe('white-9k-half');
    expect(chooseVariant(variants, { karate: 1 })?.id).toBe('yellow-9k-half-cheap');
    expect(chooseVariant(variants, { karate: 99 })?.id).toBe('default');
  });

  it('answers undefined for a design without variants', () => {
    expect(chooseVariant([], { karate: 1 })).toBeUndefined();
  });
});
