import {
  type AdminDesign,
  CatalogueEvents,
  DESIGN_FILE_DESIGN_COLUMNS,
  DESIGN_FILE_VARIANT_COLUMNS,
  type DesignExportPage,
  type DesignsChangedEvent,
  type ExportPageMessage,
  type ImportDesignsMessage,
  type ImportJob,
  type ImportJobReport,
  type ImportRowError,
  MAX_IMPORT_ERRORS,
  SaveDesignDto,
  type VariantStockSetEvent,
} from '@atelier/contracts/catalogue';
import { fieldLabel, type RequestContext, translate } from '@atelier/contracts/common';
import {
  AppException,
  type Database,
  DATABASE,
  type DatabaseHandle,
  enqueueOutboxEvent,
  getLogger,
  validateDto,
} from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import { CatalogueCache } from '../catalogue-cache.service';
import { CatalogueErrorCode, CatalogueException } from '../catalogue.exception';
import type { LookupIndex } from '../lookups/lookup-index';
import { LookupsService } from '../lookups/lookups.service';
import { designs, importJobs, outbox, variants } from '../schema/catalogue.schema';
import { refreshSearch } from '../search/projection';
import {
  cellOf,
  type FileDesign,
  type FileRow,
  missingColumns,
  readDesigns,
  type RowIssue,
  rowsOfDesign,
} from './design-file';
import { checkDesign } from './design-rules';
import { diffStates, stateOfDesign, stateOfInput } from './design-state';
import { loadDesigns, recordAudit, writeDesign } from './design-store';

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
  private readonly log = getLogger('catalogue-import');

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly lookups: LookupsService,
    private readonly cache: CatalogueCache,
  ) {}

  async start(ctx: RequestContext, message: ImportDesignsMessage): Promise<ImportJob> {
    const content = Buffer.from(message.contentBase64, 'base64');
    const [job] = await this.database.db
      .insert(importJobs)
      .values({ tenantId: ctx.tenantId, userId: ctx.userId, format: message.format, dryRun: message.dryRun })
      .returning();
    // The job runs after the answer; its row carries progress and the report to whoever polls.
    void this.run(ctx, job.id, message, content).catch((error: unknown) => this.failed(job.id, error));
    return presentJob(job);
  }

  async job(ctx: RequestContext, jobId: string): Promise<ImportJob> {
    const [job] = await this.database.db
      .select()
      .from(importJobs)
      .where(and(eq(importJobs.tenantId, ctx.tenantId), eq(importJobs.id, jobId)));
    if (!job)
      throw new CatalogueException(CatalogueErrorCode.ImportJobNotFound, 'catalogue.importJobNotFound');
    return presentJob(job);
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
          design: DESIGN_FILE_DESIGN_COLUMNS.map((column) => first[column] ?? ''),
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
  ): Promise<void> {
    await this.database.db.update(importJobs).set({ status: 'running' }).where(eq(importJobs.id, jobId));
    const index = await this.lookups.index(ctx.tenantId);
    const { rows, headerIssues } = await readFile(message.format, content);
    const units = rows.length * (message.dryRun ? 1 : 2);
    await this.database.db.update(importJobs).set({ totalRows: units }).where(eq(importJobs.id, jobId));
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
      if (done % PROGRESS_EVERY < design.variantRows.length) this.progress(jobId, done);
    }
    issues.push(...(await this.skusOfOtherDesigns(ctx.tenantId, read.designs)));
    const report: ImportJobReport = {
      errors: issues
        .sort((a, b) => a.row - b.row || a.field.localeCompare(b.field))
        .slice(0, MAX_IMPORT_ERRORS)
        .map((issue) => renderIssue(ctx, issue)),
      truncated: issues.length > MAX_IMPORT_ERRORS,
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
    await this.database.db
      .update(importJobs)
      .set({ status: 'done', processedRows: units, report, finishedAt: new Date() })
      .where(eq(importJobs.id, jobId));
    if (!message.dryRun && report.created + report.updated > 0)
      await this.cache.invalidateTenant(ctx.tenantId);
  }

  /**
   * Compares each design with the stored one and, unless a dry run, writes those that differ in one
   * transaction: audited, search rebuilt once, one event for all.
   */
  private async apply(
    ctx: RequestContext,
    jobId: string,
    fileDesigns: FileDesign[],
    index: LookupIndex,
    dryRun: boolean,
    rowCount: number,
  ): Promise<Pick<ImportJobReport, 'created' | 'updated' | 'unchanged'>> {
    const counts = { created: 0, updated: 0, unchanged: 0 };
    const work = async (tx: Database) => {
      const existing = await existingByNumber(tx, ctx.tenantId, fileDesigns, index);
      const changedIds: string[] = [];
      const stockSet: VariantStockSetEvent['variants'] = [];
      let done = rowCount;
      for (const design of fileDesigns) {
        const current = existing.get(design.designNumber);
        const state = stateOfInput(design.input, current?.retired ?? false);
        const changes = diffStates(current ? stateOfDesign(current) : null, state);
        done += design.variantRows.length;
        if (done % PROGRESS_EVERY < design.variantRows.length) this.progress(jobId, done);
        if (changes.length === 0) {
          counts.unchanged += 1;
          continue;
        }
        if (current) counts.updated += 1;
        else counts.created += 1;
        if (dryRun) continue;
        const written = await writeDesign(
          tx,
          ctx,
          state,
          current ? { id: current.id, attributeIds: current.attributeIds, version: current.version } : null,
          index,
        );
        const version = current ? current.version + 1 : 1;
        await recordAudit(tx, ctx, written.id, version, current ? 'imported' : 'created', changes);
        changedIds.push(written.id);
        stockSet.push(
          ...written.stockSet.map((variant) => ({
            ...variant,
            designId: written.id,
            designNumber: state.designNumber,
            isSpecialOffer: state.flags.specialOffer,
          })),
        );
      }
      if (changedIds.length === 0) return;
      await refreshSearch(tx, ctx.tenantId);
      const event: DesignsChangedEvent = { designIds: changedIds, reason: 'imported' };
      await enqueueOutboxEvent(tx, outbox, ctx, CatalogueEvents.DesignsChanged, event);
      if (stockSet.length > 0) {
        await enqueueOutboxEvent(tx, outbox, ctx, CatalogueEvents.VariantStockSet, { variants: stockSet });
      }
    };
    if (dryRun) await work(this.database.db);
    else await this.database.db.transaction(work);
    return counts;
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
        .where(and(eq(variants.tenantId, tenantId), inArray(variants.sku, chunk)));
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

  private progress(jobId: string, processedRows: number): void {
    // Not awaited: progress is advisory, and the import's own transaction must not wait on it.
    void this.database.db
      .update(importJobs)
      .set({ processedRows })
      .where(and(eq(importJobs.id, jobId), ne(importJobs.status, 'done')))
      .catch(() => undefined);
  }

  private async failed(jobId: string, error: unknown): Promise<void> {
    this.log.error({ err: error, jobId }, 'design import failed');
    await this.database.db
      .update(importJobs)
      .set({ status: 'failed', finishedAt: new Date() })
      .where(eq(importJobs.id, jobId))
      .catch(() => undefined);
  }
}

function taken(value: string) {
  return { key: 'catalogue.validation.taken', params: { value } };
}

function presentJob(job: typeof importJobs.$inferSelect): ImportJob {
  return {
    id: job.id,
    format: job.format,
    dryRun: job.dryRun,
    status: job.status,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    progress:
      job.status === 'done'
        ? 100
        : job.totalRows > 0
          ? Math.floor((job.processedRows / job.totalRows) * 100)
          : 0,
    report: job.report,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

function renderIssue(ctx: RequestContext, issue: RowIssue): ImportRowError {
  return {
    row: issue.row,
    field: issue.field,
    message: translate(ctx.language, issue.issue.key, {
      ...issue.issue.params,
      field: fieldLabel(ctx.language, issue.field),
    }),
  };
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
  const issues = checkDesign(stateOfInput(design.input), index);
  return Object.entries(issues).flatMap(([path, list]) =>
    list.map((issue) => ({ ...cellOf(design, path), issue })),
  );
}

/** The file's rows as column -> text, and a row-1 issue for each missing column. */
async function readFile(
  format: 'csv' | 'xlsx',
  content: Buffer,
): Promise<{ rows: FileRow[]; headerIssues: RowIssue[] }> {
  let records: string[][];
  try {
    records = format === 'csv' ? parseCsv(content) : await parseXlsx(content);
  } catch {
    return {
      rows: [],
      headerIssues: [{ row: 1, field: 'file', issue: { key: 'catalogue.import.unreadable' } }],
    };
  }
  const [header = [], ...body] = records;
  const names = header.map((name) => name.trim());
  const missing = missingColumns(names);
  const headerIssues = missing.map((column) => ({
    row: 1,
    field: column,
    issue: { key: 'catalogue.import.missingColumn' },
  }));
  const rows = body
    .filter((record) => record.some((cell) => cell.trim() !== ''))
    .map((record) => Object.fromEntries(names.map((name, i) => [name, record[i] ?? ''])) as FileRow);
  return { rows, headerIssues };
}

function parseCsv(content: Buffer): string[][] {
  const records: unknown = parse(content, { bom: true, relax_column_count: true, skip_empty_lines: true });
  return Array.isArray(records) ? records.filter((record): record is string[] => Array.isArray(record)) : [];
}

async function parseXlsx(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const records: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let i = 1; i <= row.cellCount; i += 1) cells.push(row.getCell(i).text ?? '');
    records.push(cells);
  });
  return records;
}

/** The tenant's designs named in the file, as the back office sees them. */
async function existingByNumber(
  db: Database,
  tenantId: string,
  fileDesigns: FileDesign[],
  index: LookupIndex,
): Promise<Map<string, AdminDesign & { attributeIds: number[] }>> {
  const found = new Map<string, AdminDesign & { attributeIds: number[] }>();
  const numbers = fileDesigns.map((design) => design.designNumber);
  for (let i = 0; i < numbers.length; i += 2000) {
    const rows = await db
      .select({ id: designs.id, attributeIds: designs.attributeIds })
      .from(designs)
      .where(and(eq(designs.tenantId, tenantId), inArray(designs.designNumber, numbers.slice(i, i + 2000))));
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
