import type { AppliedDiscount, DiscountKind, VariantMetalPrice } from '@atelier/contracts/catalogue';

/** The order line's record of the discount it got: the price before it and which discount; nulls without one. */
export interface LineDiscountColumns {
  regularUnitPence: number | null;
  discountId: string | null;
  discountKind: DiscountKind | null;
  discountValue: string | null;
}

export function discountColumns(discount: AppliedDiscount | null): LineDiscountColumns {
  if (!discount) return { regularUnitPence: null, discountId: null, discountKind: null, discountValue: null };
  return {
    regularUnitPence: discount.regular_pence,
    discountId: discount.id,
    discountKind: discount.kind,
    discountValue: discount.value.toFixed(2),
  };
}

/** The order line's record of the metal rate its price was computed from; nulls for a fixed price. */
export interface LineMetalColumns {
  metalRatePerGram: string | null;
  metalWeight: string | null;
}

export function metalColumns(metal: VariantMetalPrice | null): LineMetalColumns {
  if (!metal) return { metalRatePerGram: null, metalWeight: null };
  return { metalRatePerGram: metal.rate_per_gram.toFixed(2), metalWeight: metal.weight.toFixed(2) };
}
