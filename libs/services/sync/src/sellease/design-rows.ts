import type { DesignFileColumn } from '@atelier/contracts/catalogue';
import type { DesignUpsertedBodyDto } from '@atelier/contracts/sync';

export type DesignRow = Partial<Record<DesignFileColumn, string>>;

const yes = (value: boolean | undefined): string => (value ? 'true' : 'false');

/**
 * A Sellease design as the catalogue's import rows (one per variant, lookups by url_path, lists joined
 * by "|", stones as stone:shape:role:count:carat), so it is checked and written exactly as an import is.
 */
export function designRowsOf(design: DesignUpsertedBodyDto): DesignRow[] {
  const flags = design.flags ?? {};
  const description = design.description ?? '';
  const subGroups = (design.subGroups ?? []).join('|');
  const style = design.style ?? '';
  const setting = design.setting ?? '';
  const collection = design.collection ?? '';
  const stones = (design.stones ?? [])
    .map((stone) => [stone.stone, stone.shape, stone.role, stone.count, stone.carat].join(':'))
    .join('|');
  const metalWeight = String(design.metalWeight);
  const defaultGiven = design.variants.some((variant) => variant.isDefault);
  // Each row is written as one literal: spreading the design's columns into a row and adding the
  // variant's made objects V8 keeps as hash tables, slow to build and to serialise for the catalogue.
  return design.variants.map((variant, i) => ({
    design_number: design.designNumber,
    name_en: design.name,
    description_en: description,
    item: design.item,
    main_group: design.mainGroup,
    sub_groups: subGroups,
    style,
    setting,
    collection,
    stones,
    metal_weight: metalWeight,
    new_arrival: yes(flags.newArrival),
    best_selling: yes(flags.bestSelling),
    certified: yes(flags.certified),
    lab_grown: yes(flags.labGrown),
    clearance: yes(flags.clearance),
    special_offer: yes(flags.specialOffer),
    unique_piece: yes(flags.uniquePiece),
    sku: variant.sku,
    karat: variant.karat,
    shade: variant.shade,
    quality: variant.quality,
    total_carat: String(variant.totalCarat),
    trade_price: variant.tradePrice.toFixed(2),
    weight: String(variant.weight),
    stock: String(variant.stock),
    certificate_number: variant.certificateNumber ?? '',
    // Sellease may leave the default out: the first variant is then the one the storefront shows.
    is_default: yes(variant.isDefault ?? (i === 0 && !defaultGiven)),
  }));
}
