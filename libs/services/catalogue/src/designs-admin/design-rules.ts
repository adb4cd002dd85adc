import type { FieldIssue } from '@atelier/contracts/common';
import type { LookupIndex } from '../lookups/lookup-index';
import type { DesignState } from './design-state';

export type FieldIssues = Record<string, FieldIssue[]>;

const unknown = (value: number | string): FieldIssue => ({
  key: 'catalogue.validation.unknownValue',
  params: { value },
});

/**
 * The rules a design must meet beyond its fields' shapes: every lookup it names exists for the tenant
 * (a sub group within its main group, a shade of the karat's metal), a matrix without repeated SKUs
 * or combinations, and a unique piece with a certificate and at most one piece per variant.
 * Field paths are the form's (`variants.2.shadeId`).
 */
export function checkDesign(state: DesignState, index: LookupIndex): FieldIssues {
  const issues: FieldIssues = {};
  const add = (field: string, issue: FieldIssue) => {
    issues[field] = [...(issues[field] ?? []), issue];
  };
  if (!index.get('item', state.itemId)) add('itemId', unknown(state.itemId));
  if (!index.get('category', state.mainGroupId)) add('mainGroupId', unknown(state.mainGroupId));
  for (const id of state.subGroupIds) {
    const group = index.data.subGroups.find((row) => row._id === id);
    if (!group || group.main_group_id !== state.mainGroupId) add('subGroupIds', unknown(id));
  }
  const attributes = [
    ['styleId', 'style', state.styleId],
    ['settingId', 'setting', state.settingId],
    ['collectionId', 'collection', state.collectionId],
  ] as const;
  for (const [field, kind, id] of attributes) {
    if (id !== null && !index.get(kind, id)) add(field, unknown(id));
  }
  state.stones.forEach((stone, i) => {
    if (!index.get('gemstone', stone.stoneId)) add(`stones.${i}.stoneId`, unknown(stone.stoneId));
    if (!index.get('shape', stone.shapeId)) add(`stones.${i}.shapeId`, unknown(stone.shapeId));
  });
  const skus = new Set<string>();
  const combinations = new Set<string>();
  state.variants.forEach((variant, i) => {
    const karat = index.data.karates.find((row) => row._id === variant.karatId);
    const shade = index.data.shades.find((row) => row._id === variant.shadeId);
    if (!karat) add(`variants.${i}.karatId`, unknown(variant.karatId));
    if (!shade) add(`variants.${i}.shadeId`, unknown(variant.shadeId));
    else if (karat && shade.metal_id !== karat.metal_id) {
      add(`variants.${i}.shadeId`, {
        key: 'catalogue.validation.shadeOfMetal',
        params: { value: shade.name },
      });
    }
    if (!index.get('quality', variant.qualityId)) add(`variants.${i}.qualityId`, unknown(variant.qualityId));
    const sku = variant.sku.toLowerCase();
    if (skus.has(sku))
      add(`variants.${i}.sku`, { key: 'catalogue.validation.duplicate', params: { value: variant.sku } });
    skus.add(sku);
    const combination = `${variant.karatId}/${variant.shadeId}/${variant.qualityId}/${variant.totalCarat}`;
    if (combinations.has(combination)) {
      add(`variants.${i}`, { key: 'catalogue.validation.duplicateVariant' });
    }
    combinations.add(combination);
    if (state.flags.uniquePiece) {
      if (!variant.certificateNumber) add(`variants.${i}.certificateNumber`, { key: 'validation.required' });
      if (variant.stock > 1) add(`variants.${i}.stock`, { key: 'validation.max', params: { max: 1 } });
    }
  });
  if (state.flags.uniquePiece && !state.flags.certified) {
    add('flags.certified', { key: 'catalogue.validation.uniquePieceCertified' });
  }
  return issues;
}
