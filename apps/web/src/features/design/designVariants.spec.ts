import { designDetail, DESIGN_ID, variant } from '../../test/catalogue-fixtures';
import {
  designQuery,
  dimensionOptions,
  galleryFor,
  parsePage3,
  pickVariant,
  selectedVariant,
} from './designVariants';

describe('/page3 parameters', () => {
  it('reads the spec query parameters', () => {
    const params = parsePage3(
      `?karate=3&shade=2&totalCarate=0.5&quality=2&designId=${DESIGN_ID}&mainGroupId=1&isFixedDesign=true`,
    );
    expect(params).toEqual({
      designId: DESIGN_ID,
      selection: { karate: 3, shade: 2, totalCarate: 0.5, quality: 2 },
      mainGroupId: 1,
      isFixedDesign: true,
    });
    expect(designQuery(params)).toEqual({
      karate: 3,
      shade: 2,
      totalCarate: 0.5,
      quality: 2,
      mainGroupId: 1,
      isFixedDesign: true,
    });
  });

  it('drops malformed values and a designId that is not a UUID', () => {
    expect(parsePage3('?designId=R1001&karate=x&shade=-1&totalCarate=')).toEqual({
      designId: null,
      selection: {},
      mainGroupId: undefined,
      isFixedDesign: undefined,
    });
  });
});

describe('variant choice', () => {
  const detail = designDetail({
    variants: [
      variant({ _id: 'a', karate_id: 1, karate: '9K', shade_id: 1, shade: 'Yellow Gold', totalCarate: 0.25 }),
      variant({ _id: 'b', karate_id: 1, karate: '9K', shade_id: 2, shade: 'White Gold', totalCarate: 0.25 }),
      variant({
        _id: 'c',
        karate_id: 3,
        karate: '18K',
        shade_id: 1,
        shade: 'Yellow Gold',
        totalCarate: 0.25,
      }),
      variant({ _id: 'd', karate_id: 3, karate: '18K', shade_id: 1, shade: 'Yellow Gold', totalCarate: 0.5 }),
    ],
    selected_variant_id: 'c',
  });

  it('shows the variant the URL names exactly, else the one the server chose', () => {
    expect(selectedVariant(detail, { karate: 1, shade: 2, quality: 2, totalCarate: 0.25 })?._id).toBe('b');
    expect(selectedVariant(detail, { karate: 1 })?._id).toBe('c');
    expect(selectedVariant(detail, { karate: 9, shade: 9, quality: 9, totalCarate: 9 })?._id).toBe('c');
  });

  it('offers each value once, in order; carats ascending', () => {
    const label = (value: number) => `${value} ct`;
    expect(dimensionOptions(detail.variants, 'karate', label)).toEqual([
      { value: 1, label: '9K' },
      { value: 3, label: '18K' },
    ]);
    expect(dimensionOptions(detail.variants, 'totalCarate', label).map((option) => option.value)).toEqual([
      0.25, 0.5,
    ]);
  });

  it('keeps as many other choices as possible when one picker changes', () => {
    const [a, b, , d] = detail.variants;
    // 9K White Gold → 18K: no 18K white gold exists; 18K yellow with the same carat is the closest.
    expect(pickVariant(detail.variants, b, 'karate', 3)?._id).toBe('c');
    // 18K 0.50 ct → 9K: keeps yellow gold.
    expect(pickVariant(detail.variants, d, 'karate', 1)?._id).toBe('a');
    expect(pickVariant(detail.variants, a, 'shade', 2)?._id).toBe('b');
    expect(pickVariant(detail.variants, a, 'karate', 99)).toBeNull();
  });
});

describe('the gallery of the chosen variant', () => {
  const ref = (key: string) => {
    const url = `/api/images/${key}`;
    return { key, url, srcset: '', widths: { '200': url, '400': url, '800': url } };
  };

  it("puts the variant's shade picture first and keeps the others once", () => {
    const keys = galleryFor([ref('a'), ref('white'), ref('b')], ref('white')).map((image) => image.key);
    expect(keys).toEqual(['white', 'a', 'b']);
  });

  it('keeps the design order when the variant has no picture of its own', () => {
    expect(galleryFor([ref('a'), ref('b')], null).map((image) => image.key)).toEqual(['a', 'b']);
  });
});
