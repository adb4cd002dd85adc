import { DESIGN_FORM_ATTRIBUTES, type DesignTexts } from '@atelier/contracts/catalogue';
import { LANGUAGE_CODES } from '@atelier/contracts/common';
import type { LookupIndex } from '../lookups/lookup-index';
import type { DesignState } from './design-state';

const money = (value: number): string => value.toFixed(2);

/** A design's own columns as written, keyed as the set-based statements read them (snake_case). */
export interface DesignColumns {
  design_number: string;
  name: string;
  description: string;
  texts: DesignTexts;
  item_id: number;
  main_group_id: number;
  sub_group_ids: number[];
  attribute_ids: number[];
  metal_weight: string;
  pricing: string;
  making_charge: string;
  is_new_arrival: boolean;
  is_best_selling: boolean;
  is_certified: boolean;
  is_lab_grown: boolean;
  is_clearance: boolean;
  is_special_offer: boolean;
  is_unique_piece: boolean;
  retired: boolean;
}

/** A variant's columns as written (its SKU and design are set on insert only). */
export interface VariantColumns {
  metal_id: number;
  karat_id: number;
  shade_id: number;
  quality_id: number;
  total_carat: string;
  trade_price: string;
  weight: string;
  stock_quantity: number;
  certificate_number: string | null;
  stones_value: string;
  is_default: boolean;
}

/** A variant as stored before the write: matched by SKU, so its id (held by carts and orders) is kept. */
export interface StoredVariant {
  id: string;
  sku: string;
  stock: number;
}

/** What becomes of a design's variants: SKUs gone are removed, kept ones updated in place, new ones added. */
export interface VariantPlan {
  removed: string[];
  updated: Array<VariantColumns & { id: string }>;
  added: Array<VariantColumns & { sku: string }>;
  /** Kept variants whose stock the write changes (a stock take for orders, the stock authority). */
  stockSet: Array<{ variantId: string; sku: string; onHand: number }>;
}

/** The design's attribute ids with the form's style, setting and collection in place of the old ones. */
export function attributeIdsOf(state: DesignState, current: readonly number[], index: LookupIndex): number[] {
  const formKinds = Object.values(DESIGN_FORM_ATTRIBUTES);
  const kept = current.filter((id) => !formKinds.some((kind) => index.get(kind, id)));
  const chosen = [state.styleId, state.settingId, state.collectionId].filter(
    (id): id is number => id !== null,
  );
  return [...new Set([...kept, ...chosen])];
}

/** The design row of a state; English lives in name and description, the other languages in texts. */
export function designColumnsOf(state: DesignState, attributeIds: number[]): DesignColumns {
  const texts: DesignTexts = {};
  for (const language of LANGUAGE_CODES) {
    if (language !== 'en') texts[language] = state.texts[language];
  }
  return {
    design_number: state.designNumber,
    name: state.texts.en.name,
    description: state.texts.en.description,
    texts,
    item_id: state.itemId,
    main_group_id: state.mainGroupId,
    sub_group_ids: state.subGroupIds,
    attribute_ids: attributeIds,
    metal_weight: money(state.metalWeight),
    pricing: state.pricing,
    making_charge: money(state.makingCharge),
    is_new_arrival: state.flags.newArrival,
    is_best_selling: state.flags.bestSelling,
    is_certified: state.flags.certified,
    is_lab_grown: state.flags.labGrown,
    is_clearance: state.flags.clearance,
    is_special_offer: state.flags.specialOffer,
    is_unique_piece: state.flags.uniquePiece,
    retired: state.retired,
  };
}

/** The stone rows of a state, in order. */
export function stoneColumnsOf(state: DesignState) {
  return state.stones.map((stone, position) => ({
    position,
    stone_id: stone.stoneId,
    shape_id: stone.shapeId,
    role: stone.role,
    count: stone.count,
    carat: money(stone.carat),
  }));
}

/**
 * Matches a state's variants with the stored ones by SKU: stored SKUs the state no longer has are
 * removed, the others updated in place (keeping their ids), new SKUs added.
 */
export function planVariants(
  state: DesignState,
  stored: readonly StoredVariant[],
  metalOf: (karatId: number) => number,
): VariantPlan {
  const bySku = new Map(stored.map((variant) => [variant.sku, variant]));
  const wanted = new Set(state.variants.map((variant) => variant.sku));
  const plan: VariantPlan = {
    removed: stored.filter((variant) => !wanted.has(variant.sku)).map((variant) => variant.id),
    updated: [],
    added: [],
    stockSet: [],
  };
  for (const variant of state.variants) {
    const columns: VariantColumns = {
      metal_id: metalOf(variant.karatId),
      karat_id: variant.karatId,
      shade_id: variant.shadeId,
      quality_id: variant.qualityId,
      total_carat: money(variant.totalCarat),
      trade_price: money(variant.tradePrice),
      weight: money(variant.weight),
      stock_quantity: variant.stock,
      certificate_number: variant.certificateNumber,
      stones_value: money(variant.stonesValue),
      is_default: variant.isDefault,
    };
    const found = bySku.get(variant.sku);
    if (!found) {
      plan.added.push({ ...columns, sku: variant.sku });
      continue;
    }
    plan.updated.push({ ...columns, id: found.id });
    if (found.stock !== variant.stock)
      plan.stockSet.push({ variantId: found.id, sku: variant.sku, onHand: variant.stock });
  }
  return plan;
}
