import type { AdminDesign, KarateRow, ShadeRow } from '@atelier/contracts/catalogue';
import {
  designIssues,
  designValues,
  emptyDesignValues,
  emptyVariant,
  generateVariantRows,
  toDesignBody,
  type DesignFormValues,
} from './designForm';
import { nestError } from './designFormErrors';
import { parsePercent } from './BulkPriceDialog';

function filled(): DesignFormValues {
  const values = emptyDesignValues(false);
  values.designNumber = 'RG-1001';
  values.texts.en = { name: 'Halo ring', description: '' };
  values.texts.sv = { name: 'Haloring', description: 'En ring' };
  values.itemId = '1';
  values.mainGroupId = '1';
  values.metalWeight = '3.2';
  values.variants = [
    emptyVariant({
      sku: 'RG-1001-18K-WG',
      karatId: '3',
      shadeId: '2',
      qualityId: '2',
      totalCarat: '0.5',
      tradePrice: '1200',
      weight: '3.2',
      stock: '2',
      isDefault: true,
    }),
  ];
  return values;
}

describe('design form values', () => {
  it('turns the inputs into the body the server takes, untranslated languages left out', () => {
    const body = toDesignBody(filled());
    expect(body.texts).toEqual({
      en: { name: 'Halo ring', description: '' },
      sv: { name: 'Haloring', description: 'En ring' },
    });
    expect(body.variants[0]).toEqual({
      sku: 'RG-1001-18K-WG',
      karatId: 3,
      shadeId: 2,
      qualityId: 2,
      totalCarat: 0.5,
      tradePrice: 1200,
      weight: 3.2,
      stock: 2,
      stonesValue: 0,
      isDefault: true,
    });
    expect(body).not.toHaveProperty('styleId');
    expect(body.metalWeight).toBe(3.2);
    // A new design is fixed-price unless staff choose the metal rate.
    expect(body.pricing).toBe('fixed');
    expect(body.makingCharge).toBe(0);
  });

  it('finds the same refusals as the server, at the same paths', () => {
    const values = emptyDesignValues(true);
    values.variants[0] = emptyVariant({ sku: 'bad sku!', tradePrice: '0' });
    const issues = designIssues(values);
    const at = (path: string) => issues.find((issue) => issue.path === path)?.key;
    expect(at('designNumber')).toBe('validation.required');
    expect(at('texts.en.name')).toBe('validation.required');
    expect(at('variants.0.sku')).toBe('catalogue.validation.code');
    expect(at('variants.0.tradePrice')).toBe('validation.min');
    expect(at('variants.0.karatId')).toBe('validation.required');
    expect(designIssues(filled())).toEqual([]);
  });

  it('prefills from a design, showing languages that only fall back to English as empty', () => {
    const body = toDesignBody(filled());
    const design: AdminDesign = {
      ...body,
      id: 'd-1',
      version: 3,
      pricing: 'fixed',
      makingCharge: 0,
      texts: {
        en: { name: 'Halo ring', description: '' },
        sv: { name: 'Haloring', description: 'En ring' },
        de: { name: 'Halo ring', description: '' },
        es: { name: 'Halo ring', description: '' },
        fr: { name: 'Halo ring', description: '' },
        no: { name: 'Halo ring', description: '' },
      },
      subGroupIds: [],
      styleId: null,
      settingId: null,
      collectionId: null,
      stones: [],
      flags: { ...filled().flags },
      variants: [
        { ...body.variants[0], id: 'v-1', certificateNumber: null, stonesValue: 0, isDefault: true },
      ],
      retired: false,
      imageKeys: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      updatedBy: null,
    };
    const values = designValues(design);
    expect(values.texts.de.name).toBe('');
    expect(values.texts.sv.name).toBe('Haloring');
    expect(toDesignBody(values).variants[0]).toMatchObject({ id: 'v-1', sku: 'RG-1001-18K-WG' });
  });

  it('generates a row per karat and shade of the same metal that the matrix lacks', () => {
    const karats: KarateRow[] = [
      { _id: 3, name: '18K', url_path: '18k', purity: 750, metal_id: 1, sort_order: 3 },
      { _id: 9, name: 'PT950', url_path: 'pt950', purity: 950, metal_id: 2, sort_order: 9 },
    ];
    const shades: ShadeRow[] = [
      { _id: 1, name: 'Yellow Gold', code: 'yg', url_path: 'yellow-gold', metal_id: 1, sort_order: 1 },
      { _id: 2, name: 'White Gold', code: 'wg', url_path: 'white-gold', metal_id: 1, sort_order: 2 },
    ];
    const existing = filled().variants;
    const rows = generateVariantRows(existing, karats, shades, 'rg-1001', {
      qualityId: '2',
      totalCarat: '0.5',
      tradePrice: '1200',
      weight: '3',
    });
    // 18K white gold exists already; platinum has no gold shade.
    expect(rows.map((row) => row.sku)).toEqual(['RG-1001-18K-YG']);
    expect(rows[0]).toMatchObject({ karatId: '3', shadeId: '1', qualityId: '2', tradePrice: '1200' });
  });

  it('nests an error at a dotted path', () => {
    const errors: Record<string, unknown> = {};
    nestError(errors, 'variants.1.sku', 'taken');
    expect(errors).toEqual({ variants: { '1': { sku: { type: 'rule', message: 'taken' } } } });
  });

  it('takes a percentage between -90 and 1000, not zero', () => {
    expect(parsePercent('12.5')).toBe(12.5);
    expect(parsePercent('-5')).toBe(-5);
    expect(parsePercent('-95')).toBeNull();
    expect(parsePercent('0')).toBeNull();
    expect(parsePercent('abc')).toBeNull();
  });
});
