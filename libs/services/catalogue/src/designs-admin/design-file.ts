import {
  type AdminDesign,
  DESIGN_FILE_COLUMNS,
  disclosedName,
  type DesignFileColumn,
  type SaveDesignDto,
} from '@atelier/contracts/catalogue';
import { LANGUAGE_CODES, type FieldIssue } from '@atelier/contracts/common';
import type { RowIssue } from '../import-jobs/import-file';
import type { LookupIndex } from '../lookups/lookup-index';

/** A file row; `display_name` is written by the export only. */
export type FileRow = Partial<Record<DesignFileColumn | 'display_name', string>>;

export type { RowIssue } from '../import-jobs/import-file';

const bool = (value: boolean): string => (value ? 'true' : 'false');
const num = (value: number): string => String(value);

/** A design as file rows, one per variant; lookups by url_path, so a file moves between tenants. */
export function rowsOfDesign(design: AdminDesign, index: LookupIndex): FileRow[] {
  const slug = (filter: Parameters<LookupIndex['get']>[0], id: number | null) =>
    id === null ? '' : (index.get(filter, id)?.url_path ?? '');
  const texts: FileRow = {};
  for (const language of LANGUAGE_CODES) {
    texts[`name_${language}`] = design.texts[language].name;
    texts[`description_${language}`] = design.texts[language].description;
  }
  const common: FileRow = {
    design_number: design.designNumber,
    ...texts,
    display_name: disclosedName(design.texts.en.name, design.flags.labGrown, 'en'),
    item: slug('item', design.itemId),
    main_group: slug('category', design.mainGroupId),
    sub_groups: design.subGroupIds
      .map((id) => index.data.subGroups.find((group) => group._id === id)?.url_path ?? '')
      .join('|'),
    style: slug('style', design.styleId),
    setting: slug('setting', design.settingId),
    collection: slug('collection', design.collectionId),
    stones: design.stones
      .map((s) => [slug('gemstone', s.stoneId), slug('shape', s.shapeId), s.role, s.count, s.carat].join(':'))
      .join('|'),
    metal_weight: num(design.metalWeight),
    new_arrival: bool(design.flags.newArrival),
    best_selling: bool(design.flags.bestSelling),
    certified: bool(design.flags.certified),
    lab_grown: bool(design.flags.labGrown),
    clearance: bool(design.flags.clearance),
    special_offer: bool(design.flags.specialOffer),
    unique_piece: bool(design.flags.uniquePiece),
  };
  return design.variants.map((variant) => ({
    ...common,
    sku: variant.sku,
    karat: slug('karat', variant.karatId),
    shade: slug('shade', variant.shadeId),
    quality: slug('quality', variant.qualityId),
    total_carat: num(variant.totalCarat),
    trade_price: variant.tradePrice.toFixed(2),
    weight: num(variant.weight),
    stock: num(variant.stock),
    certificate_number: variant.certificateNumber ?? '',
    is_default: bool(variant.isDefault),
  }));
}

/** The header's missing columns (unknown extra columns are ignored). */
export function missingColumns(header: readonly string[]): DesignFileColumn[] {
  return DESIGN_FILE_COLUMNS.filter((column) => !header.includes(column));
}

/** One design read from its rows (the first row's design columns count), with the row of each variant. */
export interface FileDesign {
  designNumber: string;
  firstRow: number;
  variantRows: number[];
  input: SaveDesignDto;
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const BOOLEANS: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
  '': false,
};

/**
 * Reads the file's rows into designs. Cells that name nothing known (a lookup url_path, a number, a
 * yes/no) are reported with their row and column; the designs are still returned so that every bad
 * row of a file is reported at once, and the caller applies nothing if anything was reported.
 */
export function readDesigns(
  rows: readonly FileRow[],
  index: LookupIndex,
): { designs: FileDesign[]; issues: RowIssue[] } {
  const issues: RowIssue[] = [];
  const byNumber = new Map<string, FileDesign>();
  rows.forEach((cells, i) => {
    const row = i + 2;
    const cell = (column: DesignFileColumn) => (cells[column] ?? '').trim();
    const report = (field: DesignFileColumn, issue: FieldIssue) => issues.push({ row, field, issue });
    const number = (column: DesignFileColumn, whole = false): number => {
      const text = cell(column);
      if (!NUMBER.test(text) || (whole && !Number.isInteger(Number(text)))) {
        report(column, { key: whole ? 'validation.integer' : 'validation.number' });
        return 0;
      }
      return Number(text);
    };
    const flag = (column: DesignFileColumn): boolean => {
      const value = BOOLEANS[cell(column).toLowerCase()];
      if (value === undefined) report(column, { key: 'validation.boolean' });
      return value ?? false;
    };
    const lookup = (column: DesignFileColumn, filter: Parameters<LookupIndex['slug']>[0]): number => {
      const text = cell(column);
      const found = index.slug(filter, text);
      if (!found) report(column, text === '' ? { key: 'validation.required' } : unknownValue(text));
      return found?._id ?? 0;
    };
    const optionalLookup = (column: DesignFileColumn, filter: Parameters<LookupIndex['slug']>[0]) =>
      cell(column) === '' ? undefined : lookup(column, filter);
    const designNumber = cell('design_number');
    if (designNumber === '') {
      report('design_number', { key: 'validation.required' });
      return;
    }
    const variant = {
      sku: cell('sku'),
      karatId: lookup('karat', 'karat'),
      shadeId: lookup('shade', 'shade'),
      qualityId: lookup('quality', 'quality'),
      totalCarat: number('total_carat'),
      tradePrice: number('trade_price'),
      weight: number('weight'),
      stock: number('stock', true),
      certificateNumber: cell('certificate_number') || undefined,
      isDefault: flag('is_default'),
    };
    const known = byNumber.get(designNumber);
    if (known) {
      known.variantRows.push(row);
      known.input.variants.push(variant);
      return;
    }
    const mainGroupId = lookup('main_group', 'category');
    const texts: SaveDesignDto['texts'] = {
      en: { name: cell('name_en'), description: cell('description_en') },
    };
    for (const language of LANGUAGE_CODES) {
      const name = cell(`name_${language}`);
      if (language !== 'en' && name !== '') {
        texts[language] = { name, description: cell(`description_${language}`) };
      }
    }
    const subGroupIds = splitList(cell('sub_groups')).map((slug) => {
      const group = index.subGroupsBySlug.get(`${mainGroupId}/${slug}`);
      if (!group) report('sub_groups', unknownValue(slug));
      return group?._id ?? 0;
    });
    const stones = splitList(cell('stones')).map((entry) => {
      const [stone = '', shape = '', role = '', count = '', carat = ''] = entry.split(':');
      const stoneId = index.slug('gemstone', stone)?._id;
      const shapeId = index.slug('shape', shape)?._id;
      const valid =
        stoneId !== undefined &&
        shapeId !== undefined &&
        (role === 'main' || role === 'side') &&
        /^\d+$/.test(count) &&
        NUMBER.test(carat);
      if (!valid) report('stones', unknownValue(entry));
      return {
        stoneId: stoneId ?? 0,
        shapeId: shapeId ?? 0,
        role: role === 'side' ? ('side' as const) : ('main' as const),
        count: Number(count) || 0,
        carat: Number(carat) || 0,
      };
    });
    byNumber.set(designNumber, {
      designNumber,
      firstRow: row,
      variantRows: [row],
      input: {
        designNumber,
        texts,
        itemId: lookup('item', 'item'),
        mainGroupId,
        subGroupIds,
        styleId: optionalLookup('style', 'style'),
        settingId: optionalLookup('setting', 'setting'),
        collectionId: optionalLookup('collection', 'collection'),
        stones,
        metalWeight: number('metal_weight'),
        flags: {
          newArrival: flag('new_arrival'),
          bestSelling: flag('best_selling'),
          certified: flag('certified'),
          labGrown: flag('lab_grown'),
          clearance: flag('clearance'),
          specialOffer: flag('special_offer'),
          uniquePiece: flag('unique_piece'),
        },
        variants: [variant],
      },
    });
  });
  return { designs: [...byNumber.values()], issues };
}

function splitList(text: string): string[] {
  return text
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function unknownValue(value: string): FieldIssue {
  return { key: 'catalogue.validation.unknownValue', params: { value } };
}

const FORM_COLUMNS: Record<string, DesignFileColumn> = {
  designNumber: 'design_number',
  itemId: 'item',
  mainGroupId: 'main_group',
  subGroupIds: 'sub_groups',
  styleId: 'style',
  settingId: 'setting',
  collectionId: 'collection',
  stones: 'stones',
  metalWeight: 'metal_weight',
  'flags.certified': 'certified',
  'flags.uniquePiece': 'unique_piece',
  sku: 'sku',
  karatId: 'karat',
  shadeId: 'shade',
  qualityId: 'quality',
  totalCarat: 'total_carat',
  tradePrice: 'trade_price',
  weight: 'weight',
  stock: 'stock',
  certificateNumber: 'certificate_number',
  isDefault: 'is_default',
};

/** A form field path of a design (`variants.2.shadeId`, `texts.sv.name`) as the file's row and column. */
export function cellOf(design: FileDesign, path: string): { row: number; field: string } {
  const variant = /^variants\.(\d+)(?:\.(\w+))?/.exec(path);
  if (variant) {
    const row = design.variantRows[Number(variant[1])] ?? design.firstRow;
    return { row, field: FORM_COLUMNS[variant[2] ?? 'karatId'] ?? 'sku' };
  }
  const text = /^texts\.(\w+)\.(name|description)$/.exec(path);
  if (text) return { row: design.firstRow, field: `${text[2]}_${text[1]}` };
  if (path.startsWith('stones')) return { row: design.firstRow, field: 'stones' };
  if (path.startsWith('texts')) return { row: design.firstRow, field: 'name_en' };
  return { row: design.firstRow, field: FORM_COLUMNS[path] ?? path };
}
