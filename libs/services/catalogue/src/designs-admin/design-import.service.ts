import {
  type AdminDesign,
  CatalogueEvents,
  DESIGN_FILE_COLUMNS,
  DESIGN_EXPORT_DESIGN_COLUMNS,
  DESIGN_FILE_VARIANT_COLUMNS,
  type DesignExportPage,
  type DesignsChangedEvent,
  type ExportPageMessage,
  type FieldChange,
  type ImportDesignsMessage,
  type ImportJob,
  type ImportJobReport,
  SaveDesignDto,
  type UpsertDesignOutcome,
  type UpsertDesignsDto,
  type UpsertDesignsResult,
  type VariantStockSetEvent,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import {
  AppException,
  type Database,
  DATABASE,
  type DatabaseHandle,
  enqueueOutboxEvent,
  TableStatistics,
  validateDto,
} from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { CatalogueCache } from '../catalogue-cache.service';
import { pgArray } from '../db/sql-arrays';
import { readImportFile, type RowIssue } from '../import-jobs/import-file';
import { ImportJobs, renderIssues } from '../import-jobs/import-jobs.service';
import type { LookupIndex } from '../lookups/lookup-index';
import { LookupsService } from '../lookups/lookups.service';
import { designs, outbox, variants } from '../schema/catalogue.schema';
import { refreshSearch } from '../search/projection';
import { cellOf, type FileDesign, type FileRow, readDesigns, rowsOfDesign } from './design-file';
import { checkDesign } from './design-rules';
import { ratesInForce } from '../metal-rates/metal-repricing';
import {
  type DesignState,
  importChanges,
  inheritPricing,
  labGrownQualities,
  pricedByMetal,
  stateOfDesign,
  stateOfInput,
  withLabGrownQualities,
} from './design-state';
import { type ExistingDesign, loadDesigns, recordAudits, writeDesigns } from './design-store';

/** Rows between two progress writes. */
const PROGRESS_EVERY = 500;

/**
 * Import and export of designs with their variants. An import is a job: the call answers at once with
 * the job, the file is checked (every bad row listed with its row, column and reason in the caller's
 * language) and, unless it is a dry run or anything was wrong, applied in one transaction; the web
 * polls the job for progress and the report. Export pages through designs in the same columns.
 */
@Injectable()
export class DesignImportService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly lookups: LookupsService,
    private readonly cache: CatalogueCache,
    private readonly jobs: ImportJobs,
    private readonly statistics: TableStatistics,
  ) {}

  async start(ctx: RequestContext, message: ImportDesignsMessage): Promise<ImportJob> {
    const content = Buffer.from(message.contentBase64, 'base64');
    return this.jobs.start(ctx, 'designs', message, (jobId) => this.run(ctx, jobId, message, content));
  }

  job(ctx: RequestContext, jobId: string): Promise<ImportJob> {
    return this.jobs.job(ctx, 'designs', jobId);
  }

  /** One page of the export: the designs after `after` by design number, one row per variant. */
  async exportPage(ctx: RequestContext, message: ExportPageMessage): Promise<DesignExportPage> {
    const index = await this.lookups.index(ctx.tenantId);
    const conditions = [eq(designs.tenantId, ctx.tenantId)];
    if (message.after !== undefined) conditions.push(gt(designs.designNumber, message.after));
    if (message.labGrown !== undefined) conditions.push(eq(designs.isLabGrown, message.labGrown));
    if (message.status !== 'all') conditions.push(eq(designs.retired, message.status === 'retired'));
    const page = await this.database.db
      .select({ id: designs.id, designNumber: designs.designNumber })
      .from(designs)
      .where(and(...conditions))
      .orderBy(asc(designs.designNumber))
      .limit(message.limit);
    const loaded = await loadDesigns(
      this.database.db,
      ctx.tenantId,
      page.map((row) => row.id),
      index,
    );
    const designsOut = page.flatMap((row) => {
      const design = loaded.get(row.id);
      if (!design) return [];
      const rows = rowsOfDesign(design, index);
      const first = rows[0] ?? {};
      return [
        {
          design: DESIGN_EXPORT_DESIGN_COLUMNS.map((column) => first[column] ?? ''),
          variants: rows.map((cells) => DESIGN_FILE_VARIANT_COLUMNS.map((column) => cells[column] ?? '')),
        },
      ];
    });
    return {
      designs: designsOut,
      next: page.length === message.limit ? (page[page.length - 1]?.designNumber ?? null) : null,
    };
  }

  private async run(
    ctx: RequestContext,
    jobId: string,
    message: ImportDesignsMessage,
    content: Buffer,
  ): Promise<ImportJobReport> {
    const index = await this.lookups.index(ctx.tenantId);
    const { rows, headerIssues } = await readImportFile(message.format, content, DESIGN_FILE_COLUMNS);
    await this.jobs.total(jobId, rows.length * (message.dryRun ? 1 : 2));
    const issues: RowIssue[] = [...headerIssues];
    const read = headerIssues.length > 0 ? { designs: [], issues: [] } : readDesigns(rows, index);
    issues.push(...read.issues);
    // A cell already reported unreadable is not reported again by the design's own checks.
    const reported = new Set(read.issues.map((issue) => `${issue.row}/${issue.field}`));
    let done = 0;
    for (const design of read.designs) {
      const found = await designIssues(design, index);
      issues.push(...found.filter((issue) => !reported.has(`${issue.row}/${issue.field}`)));
      done += design.variantRows.length;
      if (done % PROGRESS_EVERY < design.variantRows.length) this.jobs.progress(jobId, done);
    }
    issues.push(...(await this.skusOfOtherDesigns(ctx.tenantId, read.designs)));
    const report: ImportJobReport = {
      ...renderIssues(ctx, issues),
      designs: read.designs.length,
      variants: rows.length,
      created: 0,
      updated: 0,
      unchanged: 0,
    };
    if (issues.length === 0) {
      const counts = await this.apply(ctx, jobId, read.designs, index, message.dryRun, rows.length);
      Object.assign(report, counts);
    }
    if (!message.dryRun && report.created + report.updated > 0)
      await this.cache.invalidateTenant(ctx.tenantId);
    return report;
  }

  /**
   * Compares each design with the stored one and, unless a dry run, writes those that differ in one
   * transaction: audited, search rebuilt once, one event for all.
   */
  private async apply(
    ctx: RequestContext,
    jobId: string | null,
    fileDesigns: FileDesign[],
    index: LookupIndex,
    dryRun: boolean,
    rowCount: number,
    outcomes?: Map<string, UpsertDesignOutcome['outcome']>,
  ): Promise<Pick<ImportJobReport, 'created' | 'updated' | 'unchanged'>> {
    const counts = { created: 0, updated: 0, unchanged: 0 };
    const work = async (tx: Database) => {
      const existing = await existingByNumber(tx, ctx.tenantId, fileDesigns, index, !dryRun);
      const rates = await ratesInForce(tx, ctx.tenantId);
      const labGrown = labGrownQualities(index);
      const writes: Array<{ state: DesignState; existing: ExistingDesign | null; changes: FieldChange[] }> =
        [];
      let done = rowCount;
      for (const design of fileDesigns) {
        const current = existing.get(design.designNumber);
        const state = withLabGrownQualities(
          pricedByMetal(
            stateOfInput(inheritPricing(design.input, current), current?.retired ?? false),
            rates,
          ),
          labGrown,
        );
        const changes = importChanges(current ? stateOfDesign(current) : null, state);
        done += design.variantRows.length;
        if (jobId && done % PROGRESS_EVERY < design.variantRows.length) this.jobs.progress(jobId, done);
        if (current && changes.length === 0) {
          counts.unchanged += 1;
          outcomes?.set(design.designNumber, 'unchanged');
          continue;
        }
        if (current) counts.updated += 1;
        else counts.created += 1;
        outcomes?.set(design.designNumber, current ? 'updated' : 'created');
        writes.push({ state, existing: current ?? null, changes });
      }
      if (dryRun || writes.length === 0) return;
      // Every design at once, one statement per table: written row by row, a large import or a burst
      // from Sellease spent its time on round trips.
      const written = await writeDesigns(tx, ctx, writes, index);
      await recordAudits(
        tx,
        ctx,
        written.map((design) => ({
          designId: design.id,
          version: design.existing ? design.existing.version + 1 : 1,
          action: design.existing ? ('imported' as const) : ('created' as const),
          changes: design.changes,
        })),
      );
      const changedIds = written.map((design) => design.id);
      const stockSet: VariantStockSetEvent['variants'] = written.flatMap((design) =>
        design.stockSet.map((variant) => ({
          ...variant,
          designId: design.id,
          designNumber: design.state.designNumber,
          isSpecialOffer: design.state.flags.specialOffer,
        })),
      );
      // Only the written designs' search rows: a whole-tenant rebuild grows with the catalogue, and two
      // running at once (two imports, or the Sellease sync's calls from two processes) collide on its keys.
      const created = new Set(written.filter((design) => !design.existing).map((design) => design.id));
      await refreshSearch(tx, ctx.tenantId, changedIds, { created });
      const event: DesignsChangedEvent = { designIds: changedIds, reason: 'imported' };
      await enqueueOutboxEvent(tx, outbox, ctx, CatalogueEvents.DesignsChanged, event);
      if (stockSet.length > 0) {
        await enqueueOutboxEvent(tx, outbox, ctx, CatalogueEvents.VariantStockSet, { variants: stockSet });
      }
    };
    if (dryRun) await work(this.database.db);
    else {
      await this.database.db.transaction(work);
      this.statistics.wrote();
    }
    return counts;
  }

  /**
   * Designs created or changed in bulk from the ERP, in the import's columns: each design's rows read and
   * its rules checked as an import does (lookups by url_path, the matrix, SKUs of other designs; its
   * fields were checked by the sync), the valid ones written in one transaction (audited, search
   * refreshed once, one event), the invalid ones reported with their reasons and left as they were.
   */
  async upsert(ctx: RequestContext, dto: UpsertDesignsDto): Promise<UpsertDesignsResult> {
    const index = await this.lookups.index(ctx.tenantId);
    const rows: FileRow[] = [];
    const numberOfRow: string[] = [];
    for (const design of dto.designs) {
      for (const cells of design.rows) {
        rows.push(fileRowOf(cells, design.designNumber));
        numberOfRow.push(design.designNumber);
      }
    }
    const read = readDesigns(rows, index);
    const issues: RowIssue[] = [...read.issues];
    // The design rules, not the form's field checks: only the Sellease sync sends this call, and it
    // checked each design against the Sellease contract, whose fields, once read as import rows, pass the
    // form's checks (test/unit/sellease-design-fields.spec.ts). Checking every field again cost about
    // as much CPU per design as the write.
    for (const design of read.designs) issues.push(...ruleIssues(design, index));
    issues.push(...(await this.skusOfOtherDesigns(ctx.tenantId, read.designs)));
    const refused = new Map<string, UpsertDesignOutcome['issues']>();
    for (const issue of issues) {
      const number = numberOfRow[issue.row - 2] ?? '';
      const list = refused.get(number) ?? [];
      list.push({ field: issue.field, key: issue.issue.key, params: issue.issue.params });
      refused.set(number, list);
    }
    const valid = read.designs.filter((design) => !refused.has(design.designNumber));
    const outcomes = new Map<string, UpsertDesignOutcome['outcome']>();
    if (valid.length > 0) {
      const applied = await this.apply(ctx, null, valid, index, false, 0, outcomes);
      if (applied.created + applied.updated > 0) await this.cache.invalidateTenant(ctx.tenantId);
    }
    return {
      designs: dto.designs.map((design) => ({
        designNumber: design.designNumber,
        outcome: refused.has(design.designNumber)
          ? 'invalid'
          : (outcomes.get(design.designNumber) ?? 'unchanged'),
        issues: refused.get(design.designNumber) ?? [],
      })),
    };
  }

  /** SKUs in the file that belong to a design of another number (within the file, checkDesign sees repeats). */
  private async skusOfOtherDesigns(tenantId: string, fileDesigns: FileDesign[]): Promise<RowIssue[]> {
    const issues: RowIssue[] = [];
    const owner = new Map<string, { design: FileDesign; i: number }>();
    for (const design of fileDesigns) {
      design.input.variants.forEach((variant, i) => {
        const seen = owner.get(variant.sku);
        if (seen && seen.design !== design) {
          issues.push({
            row: design.variantRows[i] ?? design.firstRow,
            field: 'sku',
            issue: taken(variant.sku),
          });
        }
        owner.set(variant.sku, { design, i });
      });
    }
    const skus = [...owner.keys()];
    for (let i = 0; i < skus.length; i += 5000) {
      const chunk = skus.slice(i, i + 5000);
      const used = await this.database.db
        .select({ sku: variants.sku, number: designs.designNumber })
        .from(variants)
        .innerJoin(designs, eq(designs.id, variants.designId))
        // One array parameter: drizzle builds a parameter per element of inArray, a cost per SKU.
        .where(and(eq(variants.tenantId, tenantId), sql`${variants.sku} = ANY(${pgArray(chunk)}::text[])`));
      for (const row of used) {
        const mine = owner.get(row.sku);
        if (mine && mine.design.designNumber !== row.number) {
          issues.push({
            row: mine.design.variantRows[mine.i] ?? mine.design.firstRow,
            field: 'sku',
            issue: taken(row.sku),
          });
        }
      }
    }
    return issues;
  }
}

/**
 * The file's columns of a row given as JSON, under its design's number; anything else in it is ignored,
 * as an import ignores it.
 */
function fileRowOf(cells: Record<string, unknown>, designNumber: string): FileRow {
  const row: FileRow = {};
  for (const column of DESIGN_FILE_COLUMNS) {
    const value = column === 'design_number' ? designNumber : cells[column];
    if (typeof value === 'string') row[column] = value;
  }
  return row;
}

function taken(value: string) {
  return { key: 'catalogue.validation.taken', params: { value } };
}

/** The same checks as the design form (field rules, then lookups and the matrix), as rows and columns. */
async function designIssues(design: FileDesign, index: LookupIndex): Promise<RowIssue[]> {
  try {
    await validateDto(SaveDesignDto, design.input);
  } catch (error) {
    if (!(error instanceof AppException) || !error.fields) throw error;
    return Object.entries(error.fields).flatMap(([path, issues]) =>
      issues.map((issue) => ({ ...cellOf(design, path), issue })),
    );
  }
  return ruleIssues(design, index);
}

/** The design rules alone (lookups and the matrix), for fields already checked, as rows and columns. */
function ruleIssues(design: FileDesign, index: LookupIndex): RowIssue[] {
  const issues = checkDesign(stateOfInput(design.input), index);
  return Object.entries(issues).flatMap(([path, list]) =>
    list.map((issue) => ({ ...cellOf(design, path), issue })),
  );
}

/**
 * The tenant's designs named in the file, as the back office sees them; locked when they are about to
 * be rewritten (in id order, so two writers over the same designs do not deadlock), so an edit in
 * between cannot be overwritten unseen nor two writes claim the same version.
 */
async function existingByNumber(
  db: Database,
  tenantId: string,
  fileDesigns: FileDesign[],
  index: LookupIndex,
  lock: boolean,
): Promise<Map<string, AdminDesign & { attributeIds: number[] }>> {
  const found = new Map<string, AdminDesign & { attributeIds: number[] }>();
  const numbers = fileDesigns.map((design) => design.designNumber);
  for (let i = 0; i < numbers.length; i += 2000) {
    const query = db
      .select({ id: designs.id, attributeIds: designs.attributeIds })
      .from(designs)
      .where(
        and(
          eq(designs.tenantId, tenantId),
          sql`${designs.designNumber} = ANY(${pgArray(numbers.slice(i, i + 2000))}::text[])`,
        ),
      )
      .orderBy(asc(designs.id));
    const rows = lock ? await query.for('update') : await query;
    const loaded = await loadDesigns(
      db,
      tenantId,
      rows.map((row) => row.id),
      index,
    );
    for (const row of rows) {
      const design = loaded.get(row.id);
      if (design) found.set(design.designNumber, { ...design, attributeIds: row.attributeIds });
    }
  }
  return found;
}
