import type { ImportJob, ImportJobKind, ImportJobReport, ImportRowError } from '@atelier/contracts/catalogue';
import { MAX_IMPORT_ERRORS } from '@atelier/contracts/catalogue';
import { fieldLabel, type RequestContext, translate } from '@atelier/contracts/common';
import { DATABASE, type DatabaseHandle, getLogger } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, ne } from 'drizzle-orm';
import { CatalogueErrorCode, CatalogueException } from '../catalogue.exception';
import { importJobs } from '../schema/catalogue.schema';
import type { RowIssue } from './import-file';

type JobRow = typeof importJobs.$inferSelect;

/**
 * The import jobs every file upload of the back office runs as (designs, offers): the call answers at
 * once with the job, the work runs after it, and the job's row carries progress and the report, so any
 * gateway and catalogue process can answer whoever polls.
 */
@Injectable()
export class ImportJobs {
  private readonly log = getLogger('catalogue-import');

  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  /** Creates the job and starts `work` after the answer; a failure marks the job failed. */
  async start(
    ctx: RequestContext,
    kind: ImportJobKind,
    file: { format: 'csv' | 'xlsx'; dryRun: boolean },
    work: (jobId: string) => Promise<ImportJobReport>,
  ): Promise<ImportJob> {
    const [job] = await this.database.db
      .insert(importJobs)
      .values({ tenantId: ctx.tenantId, userId: ctx.userId, kind, format: file.format, dryRun: file.dryRun })
      .returning();
    void this.run(job.id, work).catch((error: unknown) => this.failed(job.id, kind, error));
    return presentJob(job);
  }

  async job(ctx: RequestContext, kind: ImportJobKind, jobId: string): Promise<ImportJob> {
    const [job] = await this.database.db
      .select()
      .from(importJobs)
      .where(and(eq(importJobs.tenantId, ctx.tenantId), eq(importJobs.id, jobId), eq(importJobs.kind, kind)));
    if (!job)
      throw new CatalogueException(CatalogueErrorCode.ImportJobNotFound, 'catalogue.importJobNotFound');
    return presentJob(job);
  }

  /** The units of work the job will report progress in (rows checked, then rows applied). */
  async total(jobId: string, totalRows: number): Promise<void> {
    await this.database.db.update(importJobs).set({ totalRows }).where(eq(importJobs.id, jobId));
  }

  progress(jobId: string, processedRows: number): void {
    // Not awaited: progress is advisory, and the import's own transaction must not wait on it.
    void this.database.db
      .update(importJobs)
      .set({ processedRows })
      .where(and(eq(importJobs.id, jobId), ne(importJobs.status, 'done')))
      .catch(() => undefined);
  }

  private async run(jobId: string, work: (jobId: string) => Promise<ImportJobReport>): Promise<void> {
    await this.database.db.update(importJobs).set({ status: 'running' }).where(eq(importJobs.id, jobId));
    const report = await work(jobId);
    const [job] = await this.database.db
      .select({ totalRows: importJobs.totalRows })
      .from(importJobs)
      .where(eq(importJobs.id, jobId));
    await this.database.db
      .update(importJobs)
      .set({ status: 'done', processedRows: job?.totalRows ?? 0, report, finishedAt: new Date() })
      .where(eq(importJobs.id, jobId));
  }

  private async failed(jobId: string, kind: ImportJobKind, error: unknown): Promise<void> {
    this.log.error({ err: error, jobId, kind }, 'import failed');
    await this.database.db
      .update(importJobs)
      .set({ status: 'failed', finishedAt: new Date() })
      .where(eq(importJobs.id, jobId))
      .catch(() => undefined);
  }
}

export function presentJob(job: JobRow): ImportJob {
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

/** The issues in row and column order, at most MAX_IMPORT_ERRORS, worded in the caller's language. */
export function renderIssues(
  ctx: RequestContext,
  issues: RowIssue[],
): { errors: ImportRowError[]; truncated: boolean } {
  return {
    errors: [...issues]
      .sort((a, b) => a.row - b.row || a.field.localeCompare(b.field))
      .slice(0, MAX_IMPORT_ERRORS)
      .map((issue) => ({
        row: issue.row,
        field: issue.field,
        message: translate(ctx.language, issue.issue.key, {
          ...issue.issue.params,
          field: fieldLabel(ctx.language, issue.field),
        }),
      })),
    truncated: issues.length > MAX_IMPORT_ERRORS,
  };
}
