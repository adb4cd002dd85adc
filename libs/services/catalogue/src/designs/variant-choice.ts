/** The properties of a variant that the /page3 query can ask for. */
export interface ChoosableVariant {
  id: string;
  karatId: number;
  shadeId: number;
  qualityId: number;
  totalCarat: number;
  tradeCents: number;
  isDefault: boolean;
}

export interface VariantWish {
  karate?: number;
  shade?: number;
  totalCarate?: number;
  quality?: number;
}

/**
 * The variant a design page opens on: the one matching every asked property, else the one matching
 * the most of them, else the default; ties go to the default, then the cheapest.
 */
export function chooseVariant<T extends ChoosableVariant>(
  variants: readonly T[],
  wish: VariantWish,
): T | undefined {
  const score = (variant: T): number =>
    (wish.karate !== undefined && variant.karatId === wish.karate ? 1 : 0) +
    (wish.shade !== undefined && variant.shadeId === wish.shade ? 1 : 0) +
    (wish.quality !== undefined && variant.qualityId === wish.quality ? 1 : 0) +
    (wish.totalCarate !== undefined && Math.abs(variant.totalCarat - wish.totalCarate) < 0.005 ? 1 : 0);
  let best: T | undefined;
  for (const variant of variants) {
    if (best === undefined) {
      best = variant;
      continue;
    }
    const difference = score(variant) - score(best);
    if (
      difference > 0 ||
      (difference === 0 && variant.isDefault && !best.isDefault) ||
      (difference === 0 && variant.isDefault === best.isDefault && variant.tradeCents < best.tradeCents)
    ) {
      best = variant;
    }
  }
  return best;
}
