/**
 * npm run bench:import
 *
 * Starts the distributed system on a fresh database with the demo tenant and imports generated designs
 * with their variants (VARIANTS_PER_DESIGN rows each) through the gateway, as the back office does: a
 * CSV upload with dryRun=false, then polling the import job until it is done. The time covers the
 * upload, the checks of every row and the one applying transaction (search rebuilt included).
 *
 * Beside each size, the baseline on the same PostgreSQL: the same designs and variants written by raw
 * SQL (one multi-row INSERT ... SELECT FROM unnest per table) into scratch copies of the tables.
 *
 * BENCH_ROWS lists the sizes in variant rows (default "1000,100000"). Cleans up everything it made.
 */
import { DEMO_TENANT } from '@atelier/contracts/common';
import { DESIGN_FILE_COLUMNS } from '@atelier/contracts/catalogue';
import { stringify } from 'csv-stringify/sync';
import { Pool } from 'pg';
import { Api } from '../test/support/api';
import { type BenchSystem, startBenchSystem } from './bench-support';

const SIZES = (process.env['BENCH_ROWS'] ?? '1000,100000').split(',').map(Number);
const VARIANTS_PER_DESIGN = 5;
const WATCHDOG_MINUTES = Number(process.env['BENCH_MAX_MINUTES'] ?? 30);

const log = (message: string) => process.stdout.write(`${message}\n`);

interface Slugs {
  item: string;
  mainGroup: string;
  karat: string;
  shade: string;
  quality: string;
  ids: { item: number; mainGroup: number; karat: number; metal: number; shade: number; quality: number };
}

async function slugs(pool: Pool): Promise<Slugs> {
  const one = async (text: string) => {
    const { rows } = await pool.query<{ id: number; url_path: string; metal_id?: number }>(text, [
      DEMO_TENANT.id,
    ]);
    if (!rows[0]) throw new Error(`bench: nothing for ${text}`);
    return rows[0];
  };
  const item = await one(
    `SELECT id, url_path FROM catalogue.items WHERE tenant_id = $1 AND url_path = 'rings'`,
  );
  const group = await one(
    `SELECT id, url_path FROM catalogue.main_groups WHERE tenant_id = $1 AND url_path = 'rings'`,
  );
  const karat = await one(
    'SELECT id, url_path, metal_id FROM catalogue.karates WHERE tenant_id = $1 ORDER BY id LIMIT 1',
  );
  const { rows } = await pool.query<{ id: number; url_path: string }>(
    'SELECT id, url_path FROM catalogue.shades WHERE tenant_id = $1 AND metal_id = $2 ORDER BY id LIMIT 1',
    [DEMO_TENANT.id, karat.metal_id],
  );
  const shade = rows[0];
  if (!shade) throw new Error('bench: no shade');
  const quality = await one(
    'SELECT id, url_path FROM catalogue.qualities WHERE tenant_id = $1 ORDER BY id LIMIT 1',
  );
  return {
    item: item.url_path,
    mainGroup: group.url_path,
    karat: karat.url_path,
    shade: shade.url_path,
    quality: quality.url_path,
    ids: {
      item: item.id,
      mainGroup: group.id,
      karat: karat.id,
      metal: karat.metal_id ?? 0,
      shade: shade.id,
      quality: quality.id,
    },
  };
}

/** The import file of `rows` variant rows, in the export's columns. */
function file(run: string, rows: number, s: Slugs): Buffer {
  const records: string[][] = [];
  for (let i = 0; i < rows; i += 1) {
    const design = Math.floor(i / VARIANTS_PER_DESIGN);
    const n = i % VARIANTS_PER_DESIGN;
    const number = `B${run}-${String(design).padStart(6, '0')}`;
    const cells: Record<string, string> = {
      design_number: number,
      name_en: `Bench ring ${design}`,
      description_en: 'Generated for the import benchmark',
      item: s.item,
      main_group: s.mainGroup,
      metal_weight: '3.1',
      new_arrival: 'false',
      best_selling: 'false',
      certified: 'false',
      lab_grown: 'false',
      clearance: 'false',
      special_offer: 'false',
      unique_piece: 'false',
      sku: `${number}-${n}`,
      karat: s.karat,
      shade: s.shade,
      quality: s.quality,
      total_carat: ((n + 1) / 10).toFixed(2),
      trade_price: (400 + n * 25).toFixed(2),
      weight: '3.1',
      stock: String(n),
      is_default: n === 0 ? 'true' : 'false',
    };
    records.push(DESIGN_FILE_COLUMNS.map((column) => cells[column] ?? ''));
  }
  return Buffer.from(stringify([[...DESIGN_FILE_COLUMNS], ...records]));
}

async function importThroughApi(baseUrl: string, token: string, api: Api, bytes: Buffer): Promise<number> {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'bench.csv');
  const response = await fetch(`${baseUrl}/api/admin/designs/import?dryRun=false`, {
    method: 'POST',
    headers: { 'x-tenant': 'demo', 'x-access-token': token },
    body: form,
  });
  const started202 = (await response.json()) as { data?: { id: string } };
  const jobId = started202.data?.id;
  if (response.status !== 202 || !jobId) throw new Error(`bench: import not started (${response.status})`);
  for (;;) {
    const job = await api.get<{
      data: { status: string; report: { errors: unknown[]; created: number } | null };
    }>(`/api/admin/designs/imports/${jobId}`);
    const { status, report } = job.body.data;
    if (status === 'failed') throw new Error('bench: import failed');
    if (status === 'done') {
      if (!report || report.errors.length > 0)
        throw new Error(`bench: import refused ${JSON.stringify(report)}`);
      return performance.now() - started;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The same designs and variants by raw SQL into scratch copies of the tables, one INSERT per table. */
async function rawInsert(pool: Pool, run: string, rows: number, s: Slugs): Promise<number> {
  await pool.query(
    'CREATE TABLE IF NOT EXISTS public.bench_designs (LIKE catalogue.designs INCLUDING DEFAULTS)',
  );
  await pool.query(
    'CREATE TABLE IF NOT EXISTS public.bench_variants (LIKE catalogue.variants INCLUDING DEFAULTS)',
  );
  const designs = Math.ceil(rows / VARIANTS_PER_DESIGN);
  const started = performance.now();
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const numbers = Array.from({ length: designs }, (_, d) => `R${run}-${String(d).padStart(6, '0')}`);
    const { rows: made } = await client.query<{ id: string; design_number: string }>(
      `INSERT INTO public.bench_designs (tenant_id, design_number, name, item_id, main_group_id, metal_weight)
       SELECT $1, n, 'Bench ring', $2, $3, 3.1 FROM unnest($4::text[]) AS n RETURNING id, design_number`,
      [DEMO_TENANT.id, s.ids.item, s.ids.mainGroup, numbers],
    );
    const designIds: string[] = [];
    const skus: string[] = [];
    const carats: string[] = [];
    const prices: string[] = [];
    const stock: number[] = [];
    for (let i = 0; i < rows; i += 1) {
      const design = made[Math.floor(i / VARIANTS_PER_DESIGN)];
      const n = i % VARIANTS_PER_DESIGN;
      designIds.push(design.id);
      skus.push(`${design.design_number}-${n}`);
      carats.push(((n + 1) / 10).toFixed(2));
      prices.push((400 + n * 25).toFixed(2));
      stock.push(n);
    }
    await client.query(
      `INSERT INTO public.bench_variants (tenant_id, design_id, sku, metal_id, karat_id, shade_id, quality_id,
         total_carat, trade_price, weight, stock_quantity)
       SELECT $1, u.design_id, u.sku, $2, $3, $4, $5, u.carat, u.price, 3.1, u.stock
       FROM unnest($6::uuid[], $7::text[], $8::numeric[], $9::numeric[], $10::int[]) AS u(design_id, sku, carat, price, stock)`,
      [
        DEMO_TENANT.id,
        s.ids.metal,
        s.ids.karat,
        s.ids.shade,
        s.ids.quality,
        designIds,
        skus,
        carats,
        prices,
        stock,
      ],
    );
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  return performance.now() - started;
}

async function main(): Promise<void> {
  let pool: Pool | undefined;
  let system: BenchSystem | undefined;
  try {
    system = await startBenchSystem('import', {
      watchdogMinutes: WATCHDOG_MINUTES,
      gatewayEnv: { LOGIN_LIMIT_PER_IP: '100000' },
    });
    const { baseUrl, databaseUrl: url } = system;
    pool = new Pool({ connectionString: url, max: 2 });
    const api = new Api(baseUrl);
    const login = await api.loginAdmin();
    const found = await slugs(pool);
    log('| variant rows | designs | import through the API | raw SQL INSERT baseline |');
    log('| ---: | ---: | ---: | ---: |');
    for (const [i, rows] of SIZES.entries()) {
      const run = `${i}${Date.now().toString(36).toUpperCase()}`;
      const bytes = file(run, rows, found);
      const viaApi = await importThroughApi(baseUrl, login.token, login.api, bytes);
      const raw = await rawInsert(pool, run, rows, found);
      log(
        `| ${rows} | ${Math.ceil(rows / VARIANTS_PER_DESIGN)} | ${(viaApi / 1000).toFixed(2)} s | ${(raw / 1000).toFixed(2)} s |`,
      );
    }
  } finally {
    await pool?.end().catch(() => undefined);
    await system?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(`bench failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  },
);
