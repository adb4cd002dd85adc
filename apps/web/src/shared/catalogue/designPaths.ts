import type { DesignCard, DesignSearchResult, DesignVariant } from '@atelier/contracts/catalogue';

/** The variant fields of a /page3 link. */
export interface Page3Target {
  designId: string;
  karate: number;
  shade: number;
  totalCarate: number;
  quality: number;
  mainGroupId: number;
}

/** Spec §2: /page3?karate=&shade=&totalCarate=&quality=&designId=&mainGroupId=&isFixedDesign=true. */
export function page3Path(target: Page3Target): string {
  const query = new URLSearchParams({
    karate: String(target.karate),
    shade: String(target.shade),
    totalCarate: String(target.totalCarate),
    quality: String(target.quality),
    designId: target.designId,
    mainGroupId: String(target.mainGroupId),
    isFixedDesign: 'true',
  });
  return `/page3?${query.toString()}`;
}

/** The /page3 link of a search result or design card (its default or matching variant). */
export function designPath(design: DesignSearchResult | DesignCard): string {
  return page3Path({
    designId: design.design_id,
    karate: design.karate_id,
    shade: design.shade_id,
    totalCarate: design.totalCarate,
    quality: design.quality_id,
    mainGroupId: design.main_group_id,
  });
}

/** The /page3 link of one variant of a design. */
export function variantPath(designId: string, mainGroupId: number, variant: DesignVariant): string {
  return page3Path({
    designId,
    karate: variant.karate_id,
    shade: variant.shade_id,
    totalCarate: variant.totalCarate,
    quality: variant.quality_id,
    mainGroupId,
  });
}
