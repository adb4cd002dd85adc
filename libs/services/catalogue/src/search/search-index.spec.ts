import { planFixture } from './plan.fixture';
import { type IndexedDesign, TenantSearchIndex } from './search-index';
import { flagTag, IN_STOCK_TAG, tagOf } from './tags';
import { buildTextQuery } from './text-query';

const plan = planFixture();

const RING = tagOf('category', 1);
const EARRING = tagOf('category', 2);
const karat = (id: number) => tagOf('karat', id);

const variantId = (n: number, i: number) =>
  `00000000-0000-4000-9000-${String(n * 100 + i).padStart(12, '0')}`;

/** A design with variants given as [karat, trade pence, stock]. */
function design(
  n: number,
  category: number,
  variants: Array<[number, number, number]>,
  extra: Partial<IndexedDesign> = {},
): IndexedDesign {
  const karats = [...new Set(variants.map(([k]) => karat(k)))];
  const inStock = variants.some(([, , stock]) => stock > 0);
  const prices = variants.map(([, price]) => price);
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    number: `R${1000 + n}`,
    tags: Int32Array.from([category, ...karats, ...(inStock ? [IN_STOCK_TAG] : [])].sort((a, b) => a - b)),
    minTrade: Math.min(...prices),
    maxTrade: Math.max(...prices),
    minCarat: 0.5,
    maxCarat: 0.5,
    inStock,
    newest: n * 1000,
    bestRank: 100 - n,
    lexemes: [`r${1000 + n}`, category === RING ? 'ring' : 'earring', 'gold'],
    variants: Float64Array.from(variants.flatMap(([k, price, stock]) => [1, 1, k, 1, 0.5, price, stock])),
    card: {
      name: `Ring ${n}`,
      names: {},
      itemId: 1,
      mainGroupId: category,
      flags: {
        new_arrival: false,
        best_selling: false,
        special_offer: false,
        lab_grown: false,
        clearance: false,
        certified: false,
      },
      firstImage: null,
      shadeImages: null,
      variantIds: variants.map((_, i) => variantId(n, i)).join(''),
      defaultVariant: 0,
      offers: [],
    },
    ...extra,
  };
}

function indexOf(designs: IndexedDesign[]): TenantSearchIndex {
  const index = new TenantSearchIndex();
  for (const d of designs) index.upsert(d);
  return index;
}

const catalogue = [
  design(1, RING, [
    [3, 10_000, 0],
    [4, 20_000, 2],
  ]),
  design(2, RING, [[3, 15_000, 1]]),
  design(3, EARRING, [[4, 5_000, 0]]),
];
const ids = (n: number[]) => n.map((i) => catalogue[i - 1]?.id);

describe('TenantSearchIndex', () => {
  it('leaves out designs carrying an excluded tag, in the listing and its counts', () => {
    const lab = flagTag('lab_grown');
    const labRing = design(4, RING, [[3, 12_000, 1]]);
    const index = indexOf([
      ...catalogue,
      { ...labRing, tags: Int32Array.from([...labRing.tags, lab].sort((a, b) => a - b)) },
    ]);
    const answer = index.search({ ...plan, without: [lab] });
    expect(answer.total).toBe(3);
    expect(answer.ids).not.toContain(labRing.id);
    expect(answer.facets?.counts.find((row) => row.tag === lab)).toBeUndefined();
  });

  it("suggests each design with its default variant (else its cheapest) and that variant's picture", () => {
    const withDefault = design(4, RING, [
      [3, 10_000, 0],
      [4, 20_000, 2],
    ]);
    withDefault.card = {
      ...withDefault.card,
      defaultVariant: 1,
      firstImage: 'first',
      shadeImages: new Map([[1, 'shade-1']]),
    };
    const index = indexOf([...catalogue, withDefault]);
    const [chosen, cheapest] = index
      .suggestions([withDefault.id, catalogue[0]?.id ?? '', 'unknown'])
      .map((row) => ({ number: row.number, karat: row.karatId, image: row.imageKey }));
    expect(chosen).toEqual({ number: 'R1004', karat: 4, image: 'shade-1' });
    expect(cheapest).toEqual({ number: 'R1001', karat: 3, image: null });
    expect(index.suggestions(['unknown'])).toEqual([]);
    index.dispose();
  });

  it('filters by tags and pages newest first, with every tag counted', () => {
    const index = indexOf(catalogue);
    const answer = index.search({ ...plan, groups: [{ filter: 'category', tags: [RING], user: false }] });
    expect(answer.ids).toEqual(ids([2, 1]));
    expect(answer.total).toBe(2);
    expect(answer.facets?.counts).toEqual(
      expect.arrayContaining([
        { facet: 'base', tag: karat(3), n: 2 },
        { facet: 'base', tag: karat(4), n: 1 },
        { facet: 'base', tag: IN_STOCK_TAG, n: 2 },
        { facet: 'base', tag: 0, n: 2 },
      ]),
    );
    expect(answer.facets?.tradeRange).toEqual({ min: 10_000, max: 20_000 });
    index.dispose();
  });

  it('checks in-stock and a variant property on the same variant', () => {
    const index = indexOf(catalogue);
    const answer = index.search({
      ...plan,
      inStock: true,
      groups: [{ filter: 'karat', tags: [karat(3)], user: true }],
    });
    // Design 1 has karat 3 only out of stock.
    expect(answer.ids).toEqual(ids([2]));
    // Its own facet leaves the karat out and counts karats on in-stock variants.
    expect(answer.facets?.counts.filter((c) => c.facet === 'karat')).toEqual(
      expect.arrayContaining([
        { facet: 'karat', tag: karat(3), n: 1 },
        { facet: 'karat', tag: karat(4), n: 1 },
      ]),
    );
    index.dispose();
  });

  it('orders by the price of the matching variants under variant filters, and reverses it', () => {
    const index = indexOf(catalogue);
    const byPrice = { ...plan, groups: [{ filter: 'karat' as const, tags: [karat(4)], user: true }] };
    expect(index.search({ ...byPrice, sort: 'price_asc' }).ids).toEqual(ids([3, 1]));
    expect(index.search({ ...plan, sort: 'price_asc' }).ids).toEqual(ids([3, 1, 2]));
    expect(index.search({ ...plan, sort: 'price_desc' }).ids).toEqual(ids([2, 1, 3]));
    index.dispose();
  });

  it('matches words as lexeme prefixes and design numbers by prefix', () => {
    const index = indexOf(catalogue);
    const earring = buildTextQuery(['earr']);
    expect(earring && index.search({ ...plan, text: earring }).ids).toEqual(ids([3]));
    const number = buildTextQuery(['r100']);
    expect(number && index.autocomplete(number, 1, 10)).toEqual(ids([1, 2, 3]));
    expect(index.hasTermWithPrefix('gol')).toBe(true);
    expect(index.hasTermWithPrefix('gild')).toBe(false);
    index.dispose();
  });

  it('answers the same after a bulk load as after one design at a time', async () => {
    const one = indexOf(catalogue);
    const bulk = new TenantSearchIndex();
    await bulk.bulkLoad((add) => {
      for (const d of catalogue) add(d);
      // The same design again within the load replaces it.
      add(design(2, EARRING, [[3, 15_000, 1]]));
      add(design(2, RING, [[3, 15_000, 1]]));
      return Promise.resolve();
    });
    const rings = { ...plan, groups: [{ filter: 'category' as const, tags: [RING], user: false }] };
    expect(bulk.search(rings)).toEqual(one.search(rings));
    expect(bulk.search({ ...plan, inStock: true })).toEqual(one.search({ ...plan, inStock: true }));
    one.dispose();
    bulk.dispose();
  });

  it('applies an update and a removal to filters, orders and words', () => {
    const index = indexOf(catalogue);
    const [first] = catalogue;
    if (!first) throw new Error('fixture');
    index.upsert({ ...design(1, EARRING, [[3, 1_000, 0]]), lexemes: ['r1001', 'hoop'] });
    index.remove(catalogue[2]?.id ?? '');
    const earrings = index.search({
      ...plan,
      groups: [{ filter: 'category', tags: [EARRING], user: false }],
    });
    expect(earrings.ids).toEqual([first.id]);
    expect(index.search({ ...plan, sort: 'price_asc' }).ids).toEqual(ids([1, 2]));
    const ring = buildTextQuery(['ring']);
    expect(ring && index.search({ ...plan, text: ring }).ids).toEqual(ids([2]));
    expect(index.size).toBe(2);
    index.dispose();
  });

  it("counts a large listing's facets and finds its common words as for a small one, after updates too", () => {
    const gem = (id: number) => tagOf('gemstone', id);
    // Large enough for the bitmap counts and the common words' bitmaps.
    const many = Array.from({ length: 1500 }, (_, i) => {
      const d = design(i + 10, i % 2 === 0 ? RING : EARRING, [[3 + (i % 2), 10_000 + i, i % 5]]);
      return { ...d, tags: Int32Array.from([...d.tags, gem(1 + (i % 3))].sort((a, b) => a - b)) };
    });
    const index = indexOf(many);
    const onePerGem = (designs: IndexedDesign[]) =>
      [1, 2, 3].map((g) => ({
        facet: 'gemstone',
        tag: gem(g),
        n: designs.filter((d) => d.tags.includes(RING) && d.tags.includes(gem(g))).length,
      }));
    const ringsOfGem1 = {
      ...plan,
      groups: [
        { filter: 'category' as const, tags: [RING], user: false },
        { filter: 'gemstone' as const, tags: [gem(1)], user: true },
      ],
    };
    const counted = (designs: IndexedDesign[]) => {
      const answer = index.search(ringsOfGem1);
      expect(answer.facets?.counts.filter((row) => row.facet === 'gemstone')).toEqual(onePerGem(designs));
      return answer.total;
    };
    expect(counted(many)).toBe(250);
    const ring = buildTextQuery(['rin']);
    expect(ring && index.search({ ...plan, text: ring }).total).toBe(750);

    // A ring of the first stone becomes an earring: counts and the common word follow.
    const [first, ...rest] = many;
    if (!first) throw new Error('fixture');
    const changed = { ...first, tags: Int32Array.from([EARRING, karat(3), gem(1)]), lexemes: ['earring'] };
    index.upsert(changed);
    const after = [changed, ...rest];
    expect(counted(after)).toBe(249);
    expect(ring && index.search({ ...plan, text: ring }).total).toBe(749);
    index.dispose();
  });

  it('serves the cards of a page with the variant each shows, after an update too', () => {
    const index = indexOf(catalogue);
    const karat4 = { ...plan, groups: [{ filter: 'karat' as const, tags: [karat(4)], user: true }] };
    const cards = index.cards(ids([1, 2, 3]).map(String), karat4);
    // Design 2 has no karat-4 variant: no card, as the SQL join leaves it out.
    expect(cards.map((card) => [card.id, card.variantId, card.tradeCents, card.stock])).toEqual([
      [catalogue[0]?.id, variantId(1, 1), 20_000, 2],
      [catalogue[2]?.id, variantId(3, 0), 5_000, 0],
    ]);
    index.upsert(design(1, RING, [[4, 9_000, 1]]));
    expect(index.cards(ids([1]).map(String), karat4).map((card) => card.tradeCents)).toEqual([9_000]);
    index.remove(catalogue[0]?.id ?? '');
    expect(index.cards(ids([1]).map(String), plan)).toEqual([]);
    index.dispose();
  });
});
