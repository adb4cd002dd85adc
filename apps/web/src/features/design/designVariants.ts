import type { DesignQuery } from '../../api/types';
import type { DesignDetail, DesignVariant, ImageRef } from '@atelier/contracts/catalogue';

/** The variant choices of /page3 and of GET /designs/{id}. */
export type VariantDimension = 'karate' | 'shade' | 'quality' | 'totalCarate';

/** In the order the pickers are shown and ties are broken. */
export const VARIANT_DIMENSIONS: readonly VariantDimension[] = ['karate', 'shade', 'quality', 'totalCarate'];

export type VariantSelection = Partial<Record<VariantDimension, number>>;

export interface Page3Params {
  designId: string | null;
  selection: VariantSelection;
  mainGroupId?: number;
  isFixedDesign?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function positiveInteger(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : undefined;
}

function carat(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

/** Spec §2: /page3?karate=&shade=&totalCarate=&quality=&designId=&mainGroupId=&isFixedDesign=true. */
export function parsePage3(search: string): Page3Params {
  const params = new URLSearchParams(search);
  const designId = params.get('designId');
  const selection: VariantSelection = {};
  const karate = positiveInteger(params.get('karate'));
  const shade = positiveInteger(params.get('shade'));
  const quality = positiveInteger(params.get('quality'));
  const totalCarate = carat(params.get('totalCarate'));
  if (karate !== undefined) selection.karate = karate;
  if (shade !== undefined) selection.shade = shade;
  if (quality !== undefined) selection.quality = quality;
  if (totalCarate !== undefined) selection.totalCarate = totalCarate;
  const fixed = params.get('isFixedDesign');
  return {
    designId: designId && UUID.test(designId) ? designId : null,
    selection,
    mainGroupId: positiveInteger(params.get('mainGroupId')),
    isFixedDesign: fixed === 'true' ? true : fixed === 'false' ? false : undefined,
  };
}

/** The query of GET /designs/{id} for a /page3 URL. */
export function designQuery(params: Page3Params): DesignQuery {
  const query: DesignQuery = { ...params.selection };
  if (params.mainGroupId !== undefined) query.mainGroupId = params.mainGroupId;
  if (params.isFixedDesign !== undefined) query.isFixedDesign = params.isFixedDesign;
  return query;
}

export function variantValue(variant: DesignVariant, dimension: VariantDimension): number {
  switch (dimension) {
    case 'karate':
      return variant.karate_id;
    case 'shade':
      return variant.shade_id;
    case 'quality':
      return variant.quality_id;
    case 'totalCarate':
      return variant.totalCarate;
  }
}

function matches(variant: DesignVariant, selection: VariantSelection): boolean {
  return VARIANT_DIMENSIONS.every(
    (dimension) =>
      selection[dimension] === undefined || variantValue(variant, dimension) === selection[dimension],
  );
}

/**
 * The variant the page shows: the one the URL names exactly, else the one the server chose for the URL
 * (the closest match), else the first.
 */
export function selectedVariant(detail: DesignDetail, selection: VariantSelection): DesignVariant | null {
  const complete = VARIANT_DIMENSIONS.every((dimension) => selection[dimension] !== undefined);
  const exact = complete ? detail.variants.find((variant) => matches(variant, selection)) : undefined;
  return (
    exact ??
    detail.variants.find((variant) => variant._id === detail.selected_variant_id) ??
    detail.variants[0] ??
    null
  );
}

export interface VariantOption {
  value: number;
  label: string;
}

/** The values one picker offers, once each, in the variants' order (karat, shade, quality, total carat). */
export function dimensionOptions(
  variants: readonly DesignVariant[],
  dimension: VariantDimension,
  caratLabel: (value: number) => string,
): VariantOption[] {
  const seen = new Map<number, string>();
  for (const variant of variants) {
    const value = variantValue(variant, dimension);
    if (seen.has(value)) continue;
    const label =
      dimension === 'karate'
        ? variant.karate
        : dimension === 'shade'
          ? variant.shade
          : dimension === 'quality'
            ? variant.quality
            : caratLabel(variant.totalCarate);
    seen.set(value, label);
  }
  const options = [...seen.entries()].map(([value, label]) => ({ value, label }));
  return dimension === 'totalCarate' ? options.sort((a, b) => a.value - b.value) : options;
}

/**
 * Changing one picker: among the variants with the new value, the one keeping most of the other choices
 * (the earlier pickers count more when two keep as many).
 */
export function pickVariant(
  variants: readonly DesignVariant[],
  current: DesignVariant,
  dimension: VariantDimension,
  value: number,
): DesignVariant | null {
  const candidates = variants.filter((variant) => variantValue(variant, dimension) === value);
  let best: DesignVariant | null = null;
  let bestScore = -1;
  for (const candidate of candidates) {
    const score = VARIANT_DIMENSIONS.reduce(
      (sum, other, index) =>
        other !== dimension && variantValue(candidate, other) === variantValue(current, other)
          ? sum + 2 ** (VARIANT_DIMENSIONS.length - index)
          : sum,
      0,
    );
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The gallery for the chosen variant: its shade's picture first, then the design's others, so a buyer
 * who picks white gold looks at white gold.
 */
export function galleryFor(images: readonly ImageRef[], variantImage: ImageRef | null): ImageRef[] {
  if (!variantImage) return [...images];
  return [variantImage, ...images.filter((image) => image.key !== variantImage.key)];
}
