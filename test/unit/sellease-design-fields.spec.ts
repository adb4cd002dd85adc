import { SaveDesignDto } from '@atelier/contracts/catalogue';
import { SelleaseInboundTypes } from '@atelier/contracts/sync';
import { validateDto } from '@atelier/platform';
import { readDesigns } from '../../libs/services/catalogue/src/designs-admin/design-file';
import { LOOKUPS } from '../../libs/services/catalogue/src/designs-admin/lookups.fixture';
import { LookupIndex } from '../../libs/services/catalogue/src/lookups/lookup-index';
import { readUpdate } from '../../libs/services/sync/src/sellease/record-kinds';
import { createRng } from '../../bench/sellease-messages';

/**
 * The catalogue does not check a Sellease design's fields again (only its rules): the sync checked them
 * against the Sellease contract. That is safe only while every design the contract accepts, once turned
 * into import rows and read back, passes the design form's own field checks. These cases sit on the
 * edges of both (lengths, ranges, rounding, blanks and separators that the row format changes).
 */
const index = new LookupIndex(LOOKUPS);

type Body = Record<string, unknown>;

const variant = (sku: string, overrides: Body = {}): Body => ({
  sku,
  karat: '18k',
  shade: 'white',
  quality: 'gh-si',
  totalCarat: 0.5,
  tradePrice: 1200,
  weight: 3.1,
  stock: 2,
  ...overrides,
});

const design = (overrides: Body = {}): Body => ({
  version: 1,
  designNumber: 'SE-1',
  name: 'Solitaire ring',
  description: 'A ring',
  item: 'rings',
  mainGroup: 'rings',
  subGroups: ['solitaire'],
  style: 'classic',
  stones: [{ stone: 'diamond', shape: 'round', role: 'main', count: 1, carat: 0.5 }],
  metalWeight: 3.1,
  flags: { newArrival: true },
  variants: [variant('SE-1-1')],
  ...overrides,
});

/** What the catalogue makes of a body the sync accepted: the form's field issues ({} when none). */
async function formIssuesOf(body: Body): Promise<Record<string, unknown>> {
  const read = await readUpdate(SelleaseInboundTypes.DesignUpserted, body);
  if (!read.ok || read.update.kind !== 'design') throw new Error(`the sync refused ${JSON.stringify(read)}`);
  const rows = read.update.rows.map((row) => ({ ...row, design_number: read.update.key }));
  const { designs, issues } = readDesigns(rows, index);
  expect(issues).toEqual([]);
  expect(designs).toHaveLength(1);
  try {
    await validateDto(SaveDesignDto, designs[0]?.input);
    return {};
  } catch (error) {
    return (error as { fields?: Record<string, unknown> }).fields ?? { error: String(error) };
  }
}

describe('a Sellease design the sync accepts', () => {
  it.each([
    ['the usual one', design()],
    [
      'names and texts at their longest, padded',
      design({ name: ` ${'n'.repeat(198)} `, description: 'd'.repeat(4000) }),
    ],
    ['a name in other scripts', design({ name: 'Ring Ø — 指輪' })],
    [
      'the smallest and largest numbers',
      design({
        metalWeight: 99_999,
        stones: [{ stone: 'diamond', shape: 'round', role: 'side', count: 10_000, carat: 9999 }],
        variants: [
          variant('SE-1-1', { tradePrice: 0.01, totalCarat: 0, weight: 0, stock: 0 }),
          variant('SE-1-2', { tradePrice: 9_999_999, totalCarat: 9999, weight: 99_999, stock: 1_000_000 }),
        ],
      }),
    ],
    [
      'prices that round on the way',
      design({
        variants: [
          variant('SE-1-1', { tradePrice: 0.014 }),
          variant('SE-1-2', { tradePrice: 9_999_998.999 }),
          variant('SE-1-3', { tradePrice: 0.1 + 0.2, totalCarat: 0.1 + 0.2 }),
        ],
      }),
    ],
    [
      'the longest lists',
      design({
        subGroups: Array.from({ length: 50 }, () => 'solitaire'),
        stones: Array.from({ length: 20 }, () => ({
          stone: 'diamond',
          shape: 'round',
          role: 'side',
          count: 2,
          carat: 0.01,
        })),
        variants: Array.from({ length: 500 }, (_, i) => variant(`SE-1-${i}`)),
      }),
    ],
    [
      'a certificate at its longest, padded',
      design({
        variants: [variant('SE-1-1', { certificateNumber: ` GIA ${'7'.repeat(54)} ` })],
      }),
    ],
    [
      'no optional fields',
      design({
        description: undefined,
        subGroups: undefined,
        style: undefined,
        stones: undefined,
        flags: undefined,
      }),
    ],
  ])('passes the design form’s field checks once read as import rows: %s', async (_, body) => {
    expect(await formIssuesOf(body)).toEqual({});
  });

  it('passes them for random designs within the contract’s ranges', async () => {
    const rng = createRng(20261128);
    const between = (min: number, max: number, decimals: number) =>
      Math.round((min + rng() * (max - min)) * 10 ** decimals) / 10 ** decimals;
    for (let n = 0; n < 200; n += 1) {
      const variants = Array.from({ length: 1 + Math.floor(rng() * 4) }, (_, i) =>
        variant(`SE-${n}-${i}`, {
          tradePrice: between(0.01, 9_999_999, Math.floor(rng() * 6)),
          totalCarat: between(0, 9999, Math.floor(rng() * 6)),
          weight: between(0, 99_999, Math.floor(rng() * 6)),
          stock: Math.floor(rng() * 1_000_001),
        }),
      );
      const body = design({
        designNumber: `SE-${n}`,
        name: ' x'.repeat(1 + Math.floor(rng() * 99)),
        metalWeight: between(0, 99_999, Math.floor(rng() * 6)),
        variants,
      });
      expect([n, await formIssuesOf(body)]).toEqual([n, {}]);
    }
  });
});

describe('the Sellease contract refuses what the row format would change', () => {
  it.each([
    ['a blank name (trimmed to nothing)', design({ name: '   ' }), 'name'],
    [
      'an emoji in a certificate number',
      design({ variants: [variant('SE-1-1', { certificateNumber: 'GIA 1 💎' })] }),
      'variants.0.certificateNumber',
    ],
    [
      'a stone with the stones separator',
      design({ stones: [{ stone: 'diamond|round', shape: 'round', role: 'main', count: 1, carat: 1 }] }),
      'stones.0.stone',
    ],
    [
      'a shape with the parts separator',
      design({ stones: [{ stone: 'diamond', shape: 'round:side', role: 'main', count: 1, carat: 1 }] }),
      'stones.0.shape',
    ],
    ['a sub-group with the list separator', design({ subGroups: ['solitaire|solitaire'] }), 'subGroups'],
  ])('%s', async (_, body, field) => {
    const read = await readUpdate(SelleaseInboundTypes.DesignUpserted, body);
    expect(read.ok).toBe(false);
    expect(read.ok ? null : read.reason.params?.['field']).toBe(field);
  });
});
