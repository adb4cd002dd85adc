import {
  type AdminDesign,
  type AdminDesignFlags,
  type DesignPricing,
  type KarateRow,
  MAX_MAKING_CHARGE,
  type SaveDesignDto,
  type ShadeRow,
} from '@atelier/contracts/catalogue';
import { LANGUAGE_CODES, type LanguageCode } from '@atelier/contracts/common';

/*
 * The design form (add-design, lab-grown-add-single-design, manage-design) as plain values: inputs hold
 * text, the body the server takes holds numbers. The form's paths are the body's paths
 * (`variants.0.sku`), so a server field error lands on the field it names.
 */

export interface DesignTextValues {
  name: string;
  description: string;
}

export interface StoneValues {
  stoneId: string;
  shapeId: string;
  role: 'main' | 'side';
  count: string;
  carat: string;
}

export interface VariantValues {
  /** An existing variant's id ('' for a new row). */
  id: string;
  sku: string;
  karatId: string;
  shadeId: string;
  qualityId: string;
  totalCarat: string;
  tradePrice: string;
  weight: string;
  stock: string;
  certificateNumber: string;
  /** Pounds: the stones' value, added to the metal while the design is priced by the metal. */
  stonesValue: string;
  isDefault: boolean;
}

export interface DesignFormValues {
  designNumber: string;
  texts: Record<LanguageCode, DesignTextValues>;
  itemId: string;
  mainGroupId: string;
  subGroupIds: string[];
  styleId: string;
  settingId: string;
  collectionId: string;
  stones: StoneValues[];
  metalWeight: string;
  pricing: DesignPricing;
  makingCharge: string;
  flags: AdminDesignFlags;
  variants: VariantValues[];
}

export const DESIGN_FLAG_KEYS = [
  'newArrival',
  'bestSelling',
  'certified',
  'labGrown',
  'clearance',
  'specialOffer',
  'uniquePiece',
] as const satisfies ReadonlyArray<keyof AdminDesignFlags>;

/** Languages in the form's tab order: English (required) first. */
export const DESIGN_LANGUAGES: readonly LanguageCode[] = [
  'en',
  ...LANGUAGE_CODES.filter((code) => code !== 'en'),
];

export function emptyVariant(overrides: Partial<VariantValues> = {}): VariantValues {
  return {
    id: '',
    sku: '',
    karatId: '',
    shadeId: '',
    qualityId: '',
    totalCarat: '0',
    tradePrice: '',
    weight: '',
    stock: '0',
    certificateNumber: '',
    stonesValue: '0',
    isDefault: false,
    ...overrides,
  };
}

export function emptyStone(): StoneValues {
  return { stoneId: '', shapeId: '', role: 'main', count: '1', carat: '' };
}

function noTexts(): Record<LanguageCode, DesignTextValues> {
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, { name: '', description: '' }])) as Record<
    LanguageCode,
    DesignTextValues
  >;
}

/** A new design; the lab-grown screens start with the lab-grown flag set. */
export function emptyDesignValues(labGrown: boolean): DesignFormValues {
  return {
    designNumber: '',
    texts: noTexts(),
    itemId: '',
    mainGroupId: '',
    subGroupIds: [],
    styleId: '',
    settingId: '',
    collectionId: '',
    stones: [],
    metalWeight: '',
    pricing: 'fixed',
    makingCharge: '0',
    flags: {
      newArrival: false,
      bestSelling: false,
      certified: false,
      labGrown,
      clearance: false,
      specialOffer: false,
      uniquePiece: false,
    },
    variants: [emptyVariant({ isDefault: true })],
  };
}

const text = (value: number | null): string => (value === null ? '' : String(value));

/** The form prefilled with a design as the server has it. */
export function designValues(design: AdminDesign): DesignFormValues {
  const texts = noTexts();
  for (const code of LANGUAGE_CODES) {
    const entry = design.texts[code];
    // Other languages fall back to English on the server; an untranslated one shows empty here.
    if (entry && (code === 'en' || entry.name !== design.texts.en.name))
      texts[code] = { name: entry.name, description: entry.description };
  }
  return {
    designNumber: design.designNumber,
    texts,
    itemId: String(design.itemId),
    mainGroupId: String(design.mainGroupId),
    subGroupIds: design.subGroupIds.map(String),
    styleId: text(design.styleId),
    settingId: text(design.settingId),
    collectionId: text(design.collectionId),
    stones: design.stones.map((stone) => ({
      stoneId: String(stone.stoneId),
      shapeId: String(stone.shapeId),
      role: stone.role,
      count: String(stone.count),
      carat: String(stone.carat),
    })),
    metalWeight: String(design.metalWeight),
    pricing: design.pricing,
    makingCharge: String(design.makingCharge),
    flags: { ...design.flags },
    variants: design.variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      karatId: String(variant.karatId),
      shadeId: String(variant.shadeId),
      qualityId: String(variant.qualityId),
      totalCarat: String(variant.totalCarat),
      tradePrice: String(variant.tradePrice),
      weight: String(variant.weight),
      stock: String(variant.stock),
      certificateNumber: variant.certificateNumber ?? '',
      stonesValue: String(variant.stonesValue),
      isDefault: variant.isDefault,
    })),
  };
}

const optionalId = (value: string): number | undefined => (value === '' ? undefined : Number(value));

/** The body of POST /admin/designs (and of PUT with the version added). */
export function toDesignBody(values: DesignFormValues): SaveDesignDto {
  const texts: SaveDesignDto['texts'] = {
    en: { name: values.texts.en.name.trim(), description: values.texts.en.description.trim() },
  };
  for (const code of DESIGN_LANGUAGES) {
    const entry = values.texts[code];
    if (code === 'en' || entry.name.trim() === '') continue;
    texts[code] = { name: entry.name.trim(), description: entry.description.trim() };
  }
  const styleId = optionalId(values.styleId);
  const settingId = optionalId(values.settingId);
  const collectionId = optionalId(values.collectionId);
  return {
    designNumber: values.designNumber.trim(),
    texts,
    itemId: Number(values.itemId),
    mainGroupId: Number(values.mainGroupId),
    subGroupIds: values.subGroupIds.map(Number),
    ...(styleId === undefined ? {} : { styleId }),
    ...(settingId === undefined ? {} : { settingId }),
    ...(collectionId === undefined ? {} : { collectionId }),
    stones: values.stones.map((stone) => ({
      stoneId: Number(stone.stoneId),
      shapeId: Number(stone.shapeId),
      role: stone.role,
      count: Number(stone.count),
      carat: Number(stone.carat),
    })),
    metalWeight: Number(values.metalWeight),
    pricing: values.pricing,
    makingCharge: Number(values.makingCharge),
    flags: { ...values.flags },
    variants: values.variants.map((variant) => ({
      ...(variant.id ? { id: variant.id } : {}),
      sku: variant.sku.trim(),
      karatId: Number(variant.karatId),
      shadeId: Number(variant.shadeId),
      qualityId: Number(variant.qualityId),
      totalCarat: Number(variant.totalCarat),
      tradePrice: Number(variant.tradePrice),
      weight: Number(variant.weight),
      stock: Number(variant.stock),
      ...(variant.certificateNumber.trim() ? { certificateNumber: variant.certificateNumber.trim() } : {}),
      stonesValue: Number(variant.stonesValue),
      isDefault: variant.isDefault,
    })),
  };
}

/** One refused field: its form path, the shared message key and the message's values. */
export interface DesignIssue {
  path: string;
  key: string;
  /** The field's own name (the last segment of the path, as the server names it). */
  field: string;
  params?: Record<string, number>;
}

const CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

interface NumberRule {
  whole?: boolean;
  min: number;
  max: number;
}

function checkNumber(path: string, field: string, value: string, rule: NumberRule): DesignIssue | null {
  if (value.trim() === '') return { path, field, key: 'validation.required' };
  const number = Number(value);
  if (!Number.isFinite(number)) return { path, field, key: 'validation.number' };
  if (rule.whole && !Number.isInteger(number)) return { path, field, key: 'validation.integer' };
  if (number < rule.min) return { path, field, key: 'validation.min', params: { min: rule.min } };
  if (number > rule.max) return { path, field, key: 'validation.max', params: { max: rule.max } };
  return null;
}

function checkCode(path: string, field: string, value: string): DesignIssue | null {
  const trimmed = value.trim();
  if (trimmed === '') return { path, field, key: 'validation.required' };
  if (trimmed.length > 40) return { path, field, key: 'validation.maxLength', params: { max: 40 } };
  if (!CODE.test(trimmed)) return { path, field, key: 'catalogue.validation.code' };
  return null;
}

function required(path: string, field: string, value: string): DesignIssue | null {
  return value.trim() === '' ? { path, field, key: 'validation.required' } : null;
}

/** The server's rules of the design form, checked before sending (the server checks them again). */
export function designIssues(values: DesignFormValues): DesignIssue[] {
  const issues: Array<DesignIssue | null> = [
    checkCode('designNumber', 'designNumber', values.designNumber),
    required('texts.en.name', 'name', values.texts.en.name),
    required('itemId', 'itemId', values.itemId),
    required('mainGroupId', 'mainGroupId', values.mainGroupId),
    checkNumber('metalWeight', 'metalWeight', values.metalWeight, { min: 0, max: 99_999 }),
    checkNumber('makingCharge', 'makingCharge', values.makingCharge, { min: 0, max: MAX_MAKING_CHARGE }),
  ];
  for (const code of DESIGN_LANGUAGES) {
    const name = values.texts[code].name.trim();
    if (name.length > 200)
      issues.push({
        path: `texts.${code}.name`,
        field: 'name',
        key: 'validation.maxLength',
        params: { max: 200 },
      });
  }
  values.stones.forEach((stone, index) => {
    const at = `stones.${index}`;
    issues.push(
      required(`${at}.stoneId`, 'stoneId', stone.stoneId),
      required(`${at}.shapeId`, 'shapeId', stone.shapeId),
      checkNumber(`${at}.count`, 'count', stone.count, { whole: true, min: 1, max: 10_000 }),
      checkNumber(`${at}.carat`, 'carat', stone.carat, { min: 0, max: 9999 }),
    );
  });
  if (values.variants.length === 0)
    issues.push({
      path: 'variants',
      field: 'variants',
      key: 'catalogue.validation.arrayMin',
      params: { min: 1 },
    });
  values.variants.forEach((variant, index) => {
    const at = `variants.${index}`;
    issues.push(
      checkCode(`${at}.sku`, 'sku', variant.sku),
      required(`${at}.karatId`, 'karatId', variant.karatId),
      required(`${at}.shadeId`, 'shadeId', variant.shadeId),
      required(`${at}.qualityId`, 'qualityId', variant.qualityId),
      checkNumber(`${at}.totalCarat`, 'totalCarat', variant.totalCarat, { min: 0, max: 9999 }),
      checkNumber(`${at}.tradePrice`, 'tradePrice', variant.tradePrice, { min: 0.01, max: 9_999_999 }),
      checkNumber(`${at}.weight`, 'weight', variant.weight, { min: 0, max: 99_999 }),
      checkNumber(`${at}.stock`, 'stock', variant.stock, { whole: true, min: 0, max: 1_000_000 }),
      checkNumber(`${at}.stonesValue`, 'stonesValue', variant.stonesValue, {
        min: 0,
        max: MAX_MAKING_CHARGE,
      }),
    );
  });
  return issues.filter((issue): issue is DesignIssue => issue !== null);
}

/** Every field path of the form as it stands (where a server error may land). */
export function designFieldPaths(values: DesignFormValues): string[] {
  const top = [
    'designNumber',
    'itemId',
    'mainGroupId',
    'subGroupIds',
    'styleId',
    'settingId',
    'collectionId',
    'metalWeight',
    'pricing',
    'makingCharge',
    'stones',
    'variants',
  ];
  const texts = DESIGN_LANGUAGES.flatMap((code) => [`texts.${code}.name`, `texts.${code}.description`]);
  const stones = values.stones.flatMap((_stone, index) =>
    ['stoneId', 'shapeId', 'role', 'count', 'carat'].map((field) => `stones.${index}.${field}`),
  );
  const variants = values.variants.flatMap((_variant, index) =>
    [
      'sku',
      'karatId',
      'shadeId',
      'qualityId',
      'totalCarat',
      'tradePrice',
      'weight',
      'stock',
      'certificateNumber',
      'stonesValue',
      'isDefault',
    ].map((field) => `variants.${index}.${field}`),
  );
  return [...top, ...texts, ...stones, ...variants];
}

/**
 * The "generate rows" helper: a row per chosen karat and shade of the same metal that the matrix lacks,
 * with a SKU made of the design number, the karat and the shade code. Existing rows are kept as they are.
 */
export function generateVariantRows(
  existing: readonly VariantValues[],
  karats: readonly KarateRow[],
  shades: readonly ShadeRow[],
  designNumber: string,
  template: Pick<VariantValues, 'qualityId' | 'totalCarat' | 'tradePrice' | 'weight'>,
): VariantValues[] {
  const taken = new Set(
    existing.map((row) => `${row.karatId}/${row.shadeId}/${row.qualityId || template.qualityId}`),
  );
  const rows: VariantValues[] = [];
  for (const karat of karats) {
    for (const shade of shades) {
      if (shade.metal_id !== karat.metal_id) continue;
      const key = `${karat._id}/${shade._id}/${template.qualityId}`;
      if (taken.has(key)) continue;
      taken.add(key);
      const sku = [designNumber.trim() || 'SKU', karat.url_path, shade.code].join('-').toUpperCase();
      rows.push(
        emptyVariant({
          sku,
          karatId: String(karat._id),
          shadeId: String(shade._id),
          ...template,
        }),
      );
    }
  }
  return rows;
}
