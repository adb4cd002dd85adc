import type { ImportJob, ImportRowError } from '@atelier/contracts/catalogue';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '../../api/baseApi';
import type { UploadProgress } from '../../api/upload';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { RadioGroup } from '../../ui/Field';
import { FileDrop } from '../../ui/FileDrop';
import { StatusLine } from '../../ui/Page';
import { Table, type Column } from '../../ui/Table';
import styles from './ImportJobDialog.module.css';

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

/** The job as a polling query answers it (an RTK Query result's fields this dialog reads). */
export interface JobPoll {
  data?: ImportJob;
}

export type UseJobPoll = (jobId: string, options: { skip: boolean; pollingInterval: number }) => JobPoll;

function finished(job: ImportJob | undefined): boolean {
  return job?.status === 'done' || job?.status === 'failed';
}

/**
 * A file import run as a server job (designs, offers): a file sent with upload progress, dry run or
 * apply, then the job polled with its progress and, once done, its report (counts and the bad rows by
 * row, column and problem).
 */
export function ImportJobDialog({
  open,
  onClose,
  title,
  fileLabel,
  hint,
  intro,
  start,
  useJob,
  onFinished,
  pollMs = IMPORT_POLL_MS,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The file field's label (default: the designs import's). */
  fileLabel?: string;
  hint: string;
  intro?: ReactNode;
  start: (file: File, dryRun: boolean, onProgress: (progress: UploadProgress) => void) => Promise<ImportJob>;
  useJob: UseJobPoll;
  /** Called once when an applied job is done (to refresh what it changed). */
  onFinished?: (job: ImportJob) => void;
  pollMs?: number;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'dry' | 'apply'>('dry');
  const [jobId, setJobId] = useState<string | null>(null);
  const [polling, setPolling] = useState(false);
  const poll = useJob(jobId ?? '', { skip: jobId === null, pollingInterval: polling ? pollMs : 0 });
  // A job of an earlier file may still be cached: only the current job's answer counts.
  const job = poll.data?.id === jobId ? poll.data : undefined;
  const done = finished(job);
  useEffect(() => setPolling(jobId !== null && !done), [jobId, done]);
  const reported = useRef<string | null>(null);
  useEffect(() => {
    // Once per job, however often the finished job is answered again.
    if (!job || !done || !onFinished || reported.current === job.id) return;
    reported.current = job.id;
    onFinished(job);
  }, [job, done, onFinished]);

  const close = () => {
    setJobId(null);
    onClose();
  };

  const columns: Column<ImportRowError>[] = [
    { id: 'row', header: t('designs.import.row'), cell: (row) => row.row, sortValue: (row) => row.row },
    { id: 'field', header: t('designs.import.field'), cell: (row) => row.field },
    { id: 'message', header: t('designs.import.message'), cell: (row) => row.message, wrap: true },
  ];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={title}
      size="wide"
      footer={
        jobId !== null && done ? (
          <Button onClick={() => setJobId(null)}>{t('designs.import.another')}</Button>
        ) : undefined
      }
    >
      {jobId === null ? (
        <div className={styles.stack}>
          {intro}
          <RadioGroup
            label={t('designs.import.mode')}
            name="import-mode"
            value={mode}
            onChange={(value) => setMode(value === 'apply' ? 'apply' : 'dry')}
            options={[
              { value: 'dry', label: t('designs.import.dryRun') },
              { value: 'apply', label: t('designs.import.apply') },
            ]}
          />
          <FileDrop<ImportJob>
            label={fileLabel ?? t('designs.import.file')}
            hint={hint}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            multiple={false}
            upload={(file, onProgress) =>
              start(file, mode === 'dry', ({ loaded, total }) => onProgress(total > 0 ? loaded / total : 0))
            }
            onUploaded={(_file, started) => setJobId(started.id)}
            describeError={(error) => (isApiFailure(error) ? error.message : t('designs.import.failed'))}
          />
        </div>
      ) : (
        <ImportProgress job={job} columns={columns} />
      )}
    </Dialog>
  );
}

function ImportProgress({ job, columns }: { job: ImportJob | undefined; columns: Column<ImportRowError>[] }) {
  const { t } = useTranslation();
  if (!job || job.status === 'queued' || job.status === 'running') {
    const progress = job?.progress ?? 0;
    return (
      <div className={styles.stack}>
        <StatusLine>
          {job?.status === 'running' ? t('designs.import.running', { progress }) : t('designs.import.queued')}
        </StatusLine>
        <progress max={100} value={progress} aria-label={t('designs.import.progress')} />
      </div>
    );
  }
  if (job.status === 'failed' && !job.report) return <StatusLine>{t('designs.import.failed')}</StatusLine>;
  const report = job.report;
  return (
    <div className={styles.stack}>
      <StatusLine>{job.dryRun ? t('designs.import.doneDry') : t('designs.import.doneApplied')}</StatusLine>
      {report && (
        <>
          <p className={styles.muted}>
            {t('designs.import.counts', {
              created: report.created,
              updated: report.updated,
              unchanged: report.unchanged,
            })}
          </p>
          <Table
            label={t('designs.import.badRows')}
            rows={report.errors}
            columns={columns}
            rowId={(row) => `${row.row}:${row.field}:${row.message}`}
            empty={t('designs.import.noBadRows')}
          />
          {report.truncated && <p className={styles.muted}>{t('designs.import.truncated')}</p>}
        </>
      )}
    </div>
  );
}
