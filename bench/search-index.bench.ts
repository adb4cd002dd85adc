import { DESIGN_FLAGS, type DesignFlags } from '@atelier/contracts/catalogue';
import {
  IN_STOCK_TAG,
  type IndexedDesign,
  type SearchPlan,
  tagOf,
  TenantSearchIndex,
} from '@atelier/services/catalogue';
import { summarise, table } from './bench-support';

/**
 * The search index's own work, in one process and without I/O: listings with facet counts (category,
 * stone, karat and sometimes shade, in three orders, as the catalogue bench asks) over synthetic
 * designs, each timed, beside the same questions' totals by a plain loop over the designs (no bitmaps,
 * no facets) as the baseline. BENCH_DESIGNS sets the size (100,000), BENCH_ROUNDS the rounds (5).
 * Compares builds of the index; the synthetic designs are not the demo catalogue's.
 */
const DESIGNS = Number(process.env['BENCH_DESIGNS'] ?? 100_000);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);

const NO_FLAGS = Object.fromEntries(DESIGN_FLAGS.map((flag) => [flag, false])) as DesignFlags;

/** Metal, shade, karat, quality, carat, trade pence, stock: the index's packed variant row. */
type VariantRow = [number, number, number, number, number, number, number];

function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return (n: number) => Math.floor(next() * n);
}

function syntheticDesigns(count: number): IndexedDesign[] {
  const int = generator(42);
  const designs: IndexedDesign[] = [];
  for (let n = 0; n < count; n += 1) {
    const category = 1 + int(5);
    const stones = [...new Set([1 + int(6), 1 + int(6)])].slice(0, 1 + int(2));
    const metal = 1 + int(2);
    const rows: VariantRow[] = Array.from({ length: 1 + int(9) }, () => [
      metal,
      1 + int(6),
      1 + int(5),
      1 + int(4),
      0.1 + int(20) / 10,
      5_000 + int(100_000),
      int(10) < 4 ? 1 + int(5) : 0,
    ]);
    const inStock = rows.some((row) => row[6] > 0);
    const tags = new Set([
      tagOf('category', category),
      ...stones.map((stone) => tagOf('gemstone', stone)),
      ...rows.flatMap(([m, shade, karat, quality]) => [
        tagOf('metal', m),
        tagOf('shade', shade),
        tagOf('karat', karat),
        tagOf('quality', quality),
      ]),
      ...(inStock ? [IN_STOCK_TAG] : []),
    ]);
    const prices = rows.map((row) => row[5]);
    designs.push({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      number: `R${100_000 + n}`,
      tags: Int32Array.from([...tags].sort((a, b) => a - b)),
      minTrade: Math.min(...prices),
      maxTrade: Math.max(...prices),
      minCarat: Math.min(...rows.map((row) => row[4])),
      maxCarat: Math.max(...rows.map((row) => row[4])),
      inStock,
      newest: n,
      bestRank: int(count),
      lexemes: [`r${100_000 + n}`],
      variants: Float64Array.from(rows.flat()),
      card: {
        name: `Design ${n}`,
        names: {},
        itemId: 1,
        mainGroupId: category,
        flags: NO_FLAGS,
        firstImage: null,
        shadeImages: null,
        variantIds: '',
        defaultVariant: 0,
        offers: [],
      },
    });
  }
  return designs;
}

function listingPlans(): SearchPlan[] {
  const plans: SearchPlan[] = [];
  const sorts = ['newest', 'price_asc', 'best_selling'] as const;
  for (let category = 1; category <= 5; category += 1) {
    for (let stone = 1; stone <= 6; stone += 1) {
      for (let karat = 1; karat <= 4; karat += 1) {
        for (const shade of [0, 1, 2]) {
          plans.push({
            tenantId: 't',
            groups: [
              { filter: 'category', tags: [tagOf('category', category)], user: true },
              { filter: 'gemstone', tags: [tagOf('gemstone', stone)], user: true },
              { filter: 'karat', tags: [tagOf('karat', karat)], user: true },
              ...(shade ? [{ filter: 'shade' as const, tags: [tagOf('shade', shade)], user: true }] : []),
            ],
            without: [],
            carat: {},
            trade: {},
            inStock: false,
            text: null,
            sort: sorts[plans.length % sorts.length] ?? 'newest',
            page: 1,
            limit: 50,
            facets: true,
          });
        }
      }
    }
  }
  return plans;
}

/** The baseline: a plan's total by a plain loop (design tags, then one variant meeting every variant filter). */
function loopTotal(designs: readonly IndexedDesign[], plan: SearchPlan): number {
  const designGroups = plan.groups.filter((g) => g.filter === 'category' || g.filter === 'gemstone');
  const karat = plan.groups.find((g) => g.filter === 'karat')?.tags[0];
  const shade = plan.groups.find((g) => g.filter === 'shade')?.tags[0];
  let total = 0;
  for (const design of designs) {
    if (!designGroups.every((g) => g.tags.some((tag) => design.tags.includes(tag)))) continue;
    const v = design.variants;
    for (let at = 0; at < v.length; at += 7) {
      if (karat !== undefined && tagOf('karat', v[at + 2] ?? 0) !== karat) continue;
      if (shade !== undefined && tagOf('shade', v[at + 1] ?? 0) !== shade) continue;
      total += 1;
      break;
    }
  }
  return total;
}

function measure(run: () => void, count: number): { latencies: number[]; seconds: number; cpuMs: number } {
  const latencies: number[] = [];
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const at = performance.now();
    run();
    latencies.push(performance.now() - at);
  }
  const used = process.cpuUsage(cpu);
  return {
    latencies,
    seconds: (performance.now() - started) / 1000,
    cpuMs: (used.user + used.system) / 1000,
  };
}

async function main(): Promise<void> {
  const designs = syntheticDesigns(DESIGNS);
  const index = new TenantSearchIndex();
  const built = performance.now();
  await index.bulkLoad(async (add) => {
    for (const design of designs) add(design);
    return Promise.resolve();
  });
  console.log(`bench: ${DESIGNS} synthetic designs indexed in ${Math.round(performance.now() - built)} ms`);
  const plans = listingPlans();
  // Agreement first: the index's totals are the plain loop's.
  for (const plan of plans) {
    const fromIndex = index.search(plan).total;
    const fromLoop = loopTotal(designs, plan);
    if (fromIndex !== fromLoop) throw new Error(`totals differ: ${fromIndex} against ${fromLoop}`);
  }
  const count = plans.length * ROUNDS;
  let i = 0;
  const indexed = measure(() => index.search(plans[i++ % plans.length]), count);
  let j = 0;
  const looped = measure(() => loopTotal(designs, plans[j++ % plans.length]), count);
  const rows = [
    summarise('listing with facets', 'search index', indexed.latencies, indexed.seconds, 0),
    summarise('listing total only', 'plain loop (baseline)', looped.latencies, looped.seconds, 0),
  ];
  console.log(table(rows, { target: 'target', count: 'listings', rate: 'per s', rateDigits: 0 }));
  console.log(
    `CPU per listing: search index ${(indexed.cpuMs / count).toFixed(2)} ms, plain loop ${(looped.cpuMs / count).toFixed(2)} ms`,
  );
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exit(1);
});
