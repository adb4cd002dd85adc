import type { AppliedDiscount, DiscountKind } from '@atelier/contracts/catalogue';

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
