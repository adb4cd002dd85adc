import {
  type DesignCard,
  type DesignFlags,
  type DesignTexts,
  disclosedName,
} from '@atelier/contracts/catalogue';
import type { LanguageCode } from '@atelier/contracts/common';
import type { Database } from '@atelier/platform';
import { queryRows } from '../db/query';
import { imageUrl } from '../images/image-keys';
import type { LookupIndex } from '../lookups/lookup-index';
import { type PriceView, priceFields, toCents } from '../pricing/price-math';
import type { SearchPlan } from './search-plan';
import { cardQuery } from './search-sql';

/** A design card as cached: trade price in pence, lookups by id; the caller's view is applied when answering. */
export interface CardData {
  id: string;
  number: string;
  name: string;
  /** The design's name in other languages (absent in cards cached before it was kept). */
  names?: Partial<Record<string, string>>;
  itemId: number;
  mainGroupId: number;
  imageKey: string | null;
  flags: DesignFlags;
  variantId: string;
  karatId: number;
  shadeId: number;
  qualityId: number;
  totalCarat: number;
  tradeCents: number;
  stock: number;
}

/** A design's list flags as its row holds them. */
export interface DesignFlagColumns {
  is_new_arrival: boolean;
  is_best_selling: boolean;
  is_special_offer: boolean;
  is_lab_grown: boolean;
  is_clearance: boolean;
  is_certified: boolean;
}

/** A design's list flags from its row. */
export const flagsOf = (row: DesignFlagColumns): DesignFlags => ({
  new_arrival: row.is_new_arrival,
  best_selling: row.is_best_selling,
  special_offer: row.is_special_offer,
  lab_grown: row.is_lab_grown,
  clearance: row.is_clearance,
  certified: row.is_certified,
});

interface CardRow extends DesignFlagColumns {
  id: string;
  design_number: string;
  name: string;
  texts: DesignTexts | null;
  item_id: number;
  main_group_id: number;
  image_key: string | null;
  variant_id: string;
  karat_id: number;
  shade_id: number;
  quality_id: number;
  total_carat: string;
  trade_price: string;
  stock_quantity: number;
}

/** Loads the cards of the given designs, in the given order. */
export async function loadCards(
  db: Database,
  tenantId: string,
  designIds: readonly string[],
  plan?: SearchPlan,
): Promise<CardData[]> {
  if (designIds.length === 0) return [];
  const rows = await queryRows<CardRow>(db, cardQuery(tenantId, designIds, plan));
  const byId = new Map(
    rows.map((row): [string, CardData] => [
      row.id,
      {
        id: row.id,
        number: row.design_number,
        name: row.name,
        names: namesOf(row.texts),
        itemId: row.item_id,
        mainGroupId: row.main_group_id,
        imageKey: row.image_key,
        flags: flagsOf(row),
        variantId: row.variant_id,
        karatId: row.karat_id,
        shadeId: row.shade_id,
        qualityId: row.quality_id,
        totalCarat: Number(row.total_carat),
        tradeCents: toCents(row.trade_price),
        stock: row.stock_quantity,
      },
    ]),
  );
  return designIds.flatMap((id) => {
    const card = byId.get(id);
    return card ? [card] : [];
  });
}

/** The design's per-language names from its texts (only languages that have one). */
export function namesOf(texts: DesignTexts | null): Partial<Record<string, string>> {
  const names: Partial<Record<string, string>> = {};
  for (const [language, text] of Object.entries(texts ?? {})) if (text?.name) names[language] = text.name;
  return names;
}

/** The card's design name in `language`, its English name where it has none. */
export const cardName = (card: CardData, language: string): string =>
  (language !== 'en' && card.names?.[language]) || card.name;

/**
 * A card as the caller may see it: price keys only at price status 1 (RRP) or 2 (trade); the design
 * name in the caller's language (the lookups' names come localised with the index).
 */
export function presentCard(
  card: CardData,
  index: LookupIndex,
  view: PriceView,
  language: LanguageCode = 'en',
): DesignCard {
  const shade = index.data.shades.find((s) => s._id === card.shadeId);
  return {
    design_id: card.id,
    design: card.number,
    name: disclosedName(cardName(card, language), card.flags.lab_grown, language),
    labGrown: card.flags.lab_grown,
    item: index.get('item', card.itemId)?.name ?? '',
    item_id: card.itemId,
    main_group_id: card.mainGroupId,
    variant_id: card.variantId,
    karate: index.get('karat', card.karatId)?.name ?? '',
    karate_id: card.karatId,
    shade: shade?.name ?? '',
    shade_id: card.shadeId,
    shade_code: shade?.code ?? '',
    quality: index.get('quality', card.qualityId)?.name ?? '',
    quality_id: card.qualityId,
    totalCarate: card.totalCarat,
    page2ImageUrl: card.imageKey ? imageUrl(card.imageKey) : null,
    image_key: card.imageKey,
    flags: card.flags,
    in_stock: card.stock > 0,
    ...priceFields(card.tradeCents, view, { designId: card.id, mainGroupId: card.mainGroupId }),
  };
}
