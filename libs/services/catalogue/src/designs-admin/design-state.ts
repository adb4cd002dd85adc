import type {
  AdminDesign,
  AdminDesignFlags,
  AdminDesignStone,
  DesignPricing,
  DesignText,
  FieldChange,
  SaveDesignDto,
} from '@atelier/contracts/catalogue';
import { LANGUAGE_CODES, type LanguageCode } from '@atelier/contracts/common';
import { fromCents, toCents } from '../pricing/price-math';
import { tradeCentsOf } from '../pricing/metal-price';
import type { LookupIndex } from '../lookups/lookup-index';

/** What staff edit of a design, normalised so that two equal designs compare equal. */
export interface DesignState {
  designNumber: string;
  texts: Record<LanguageCode, DesignText>;
  itemId: number;
  mainGroupId: number;
  subGroupIds: number[];
  styleId: number | null;
  settingId: number | null;
  collectionId: number | null;
  stones: AdminDesignStone[];
  metalWeight: number;
  pricing: DesignPricing;
  makingCharge: number;
  flags: AdminDesignFlags;
  variants: Array<{
    sku: string;
    karatId: number;
    shadeId: number;
    qualityId: number;
    totalCarat: number;
    tradePrice: number;
    weight: number;
    stock: number;
    certificateNumber: string | null;
    stonesValue: number;
    isDefault: boolean;
  }>;
  retired: boolean;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The form's input as a state: languages left empty take the English text, money and weights two decimals. */
export function stateOfInput(input: SaveDesignDto, retired = false): DesignState {
  const en = { name: input.texts.en.name.trim(), description: (input.texts.en.description ?? '').trim() };
  const texts = Object.fromEntries(
    LANGUAGE_CODES.map((language) => {
      const text = input.texts[language];
      const name = text?.name.trim() ?? '';
      return [
        language,
        name === '' ? en : { name, description: (text?.description ?? '').trim() || en.description },
      ];
    }),
  ) as Record<LanguageCode, DesignText>;
  const variants = input.variants.map((variant, position) => ({
    sku: variant.sku.trim(),
    karatId: variant.karatId,
    shadeId: variant.shadeId,
    qualityId: variant.qualityId,
    totalCarat: round2(variant.totalCarat),
    tradePrice: round2(variant.tradePrice),
    weight: round2(variant.weight),
    stock: variant.stock,
    certificateNumber: variant.certificateNumber?.trim() || null,
    stonesValue: round2(variant.stonesValue ?? 0),
    isDefault: variant.isDefault ?? false,
    position,
  }));
  // Exactly one default variant: the one marked, else the first.
  const marked = variants.findIndex((variant) => variant.isDefault);
  const defaultIndex = marked === -1 ? 0 : marked;
  const flags = input.flags ?? {};
  return {
    designNumber: input.designNumber.trim(),
    texts,
    itemId: input.itemId,
    mainGroupId: input.mainGroupId,
    subGroupIds: [...new Set(input.subGroupIds ?? [])].sort((a, b) => a - b),
    styleId: input.styleId ?? null,
    settingId: input.settingId ?? null,
    collectionId: input.collectionId ?? null,
    stones: (input.stones ?? []).map((stone) => ({
      stoneId: stone.stoneId,
      shapeId: stone.shapeId,
      role: stone.role,
      count: stone.count,
      carat: round2(stone.carat),
    })),
    metalWeight: round2(input.metalWeight),
    pricing: input.pricing ?? 'fixed',
    makingCharge: round2(input.makingCharge ?? 0),
    flags: {
      newArrival: flags.newArrival ?? false,
      bestSelling: flags.bestSelling ?? false,
      certified: flags.certified ?? false,
      labGrown: flags.labGrown ?? false,
      clearance: flags.clearance ?? false,
      specialOffer: flags.specialOffer ?? false,
      uniquePiece: flags.uniquePiece ?? false,
    },
    variants: variants.map(({ position, ...variant }) => ({
      ...variant,
      isDefault: position === defaultIndex,
    })),
    retired,
  };
}

/**
 * A design with a variant of a lab-grown quality has a lab-grown stone: its flag is set whatever the
 * editor or the file said, so the disclosure cannot be left off by mistake.
 */
export function withLabGrownQualities(
  state: DesignState,
  labGrownQualityIds: ReadonlySet<number>,
): DesignState {
  if (state.flags.labGrown || !state.variants.some((variant) => labGrownQualityIds.has(variant.qualityId))) {
    return state;
  }
  return { ...state, flags: { ...state.flags, labGrown: true } };
}

/** The ids of the lab-grown qualities. */
export function labGrownQualities(index: LookupIndex): Set<number> {
  return new Set(index.data.qualities.filter((quality) => quality.lab_grown).map((quality) => quality._id));
}

export function stateOfDesign(design: AdminDesign): DesignState {
  return {
    designNumber: design.designNumber,
    texts: design.texts,
    itemId: design.itemId,
    mainGroupId: design.mainGroupId,
    subGroupIds: [...design.subGroupIds].sort((a, b) => a - b),
    styleId: design.styleId,
    settingId: design.settingId,
    collectionId: design.collectionId,
    stones: design.stones,
    metalWeight: design.metalWeight,
    pricing: design.pricing,
    makingCharge: design.makingCharge,
    flags: design.flags,
    variants: design.variants.map(({ id: _, ...variant }) => variant),
    retired: design.retired,
  };
}

type Scalar = string | number | boolean | null;

/** A state as named fields (variants by SKU), the form audit entries and conflicts are written in. */
export function flattenState(state: DesignState): Map<string, Scalar> {
  const fields = new Map<string, Scalar>();
  fields.set('designNumber', state.designNumber);
  for (const language of LANGUAGE_CODES) {
    fields.set(`texts.${language}.name`, state.texts[language].name);
    fields.set(`texts.${language}.description`, state.texts[language].description);
  }
  fields.set('itemId', state.itemId);
  fields.set('mainGroupId', state.mainGroupId);
  fields.set('subGroupIds', state.subGroupIds.join('|'));
  fields.set('styleId', state.styleId);
  fields.set('settingId', state.settingId);
  fields.set('collectionId', state.collectionId);
  fields.set(
    'stones',
    state.stones.map((s) => `${s.stoneId}:${s.shapeId}:${s.role}:${s.count}:${s.carat}`).join('|'),
  );
  fields.set('metalWeight', state.metalWeight);
  fields.set('pricing', state.pricing);
  fields.set('makingCharge', state.makingCharge);
  for (const flag of Object.keys(state.flags) as Array<keyof AdminDesignFlags>) {
    fields.set(`flags.${flag}`, state.flags[flag]);
  }
  for (const variant of state.variants) {
    const { sku, ...rest } = variant;
    for (const [key, value] of Object.entries(rest)) fields.set(`variants[${sku}].${key}`, value);
  }
  fields.set('retired', state.retired);
  return fields;
}

/** Each field whose value differs between two states (a field on one side only counts as null on the other). */
export function diffStates(before: DesignState | null, after: DesignState): FieldChange[] {
  const was = before ? flattenState(before) : new Map<string, Scalar>();
  const now = flattenState(after);
  const changes: FieldChange[] = [];
  for (const [field, value] of now) {
    const old = was.get(field) ?? null;
    if (old !== value) changes.push({ field, before: old, after: value });
  }
  for (const [field, value] of was) {
    if (!now.has(field)) changes.push({ field, before: value, after: null });
  }
  return changes;
}

/**
 * What an import (or Sellease) audits of a design it writes: each changed field of a stored design, and
 * no field list for a new one. Its first version is the design as written, and every later entry names
 * the fields' values before, so nothing is lost; listing every field of thousands of new designs was
 * most of a bulk write's audit cost.
 */
export function importChanges(before: DesignState | null, after: DesignState): FieldChange[] {
  return before ? diffStates(before, after) : [];
}

/**
 * A metal-priced design's variants at the rates in force (pence per gram by karat): each variant's
 * trade price is its weight x the rate + the making charge + its stones. A fixed design, or a variant
 * whose fineness has no rate yet, keeps the price it was given.
 */
export function pricedByMetal(state: DesignState, rates: ReadonlyMap<number, number>): DesignState {
  if (state.pricing !== 'metal') return state;
  return {
    ...state,
    variants: state.variants.map((variant) => {
      const rate = rates.get(variant.karatId);
      const cents = tradeCentsOf(
        'metal',
        toCents(variant.tradePrice),
        { weightGrams: variant.weight, makingCharge: state.makingCharge, stonesValue: variant.stonesValue },
        rate === undefined ? null : fromCents(rate),
      );
      return { ...variant, tradePrice: fromCents(cents) };
    }),
  };
}

/**
 * An input that says nothing of pricing (an import file) keeps the design's: its pricing, making
 * charge and each variant's stones (by SKU), so an import never turns a metal-priced design fixed.
 */
export function inheritPricing(input: SaveDesignDto, current: AdminDesign | undefined): SaveDesignDto {
  if (!current) return input;
  const stones = new Map(current.variants.map((variant) => [variant.sku, variant.stonesValue]));
  return {
    ...input,
    pricing: input.pricing ?? current.pricing,
    makingCharge: input.makingCharge ?? current.makingCharge,
    variants: input.variants.map((variant) => ({
      ...variant,
      stonesValue: variant.stonesValue ?? stones.get(variant.sku.trim()),
    })),
  };
}
