import type {
  SyncErrorStatus,
  SyncErrorView,
  SyncJob,
  SyncRetryResult,
  SyncRunView,
  SyncScheduleView,
} from '@atelier/contracts/sync';
import type { Paged } from '@atelier/contracts/common';
import type { HttpClient } from './client';
import type { ApiEnvelope } from './types';

/*
 * The back office's Sellease screens (/api/sync/sellease/errors, runs and schedules, permission `sync`),
 * issue 14. Shapes come from the sync contract.
 */

export interface SyncErrorQuery {
  status?: SyncErrorStatus;
  type?: string;
  search?: string;
  page?: number;
  limit?: number;
}

export interface SyncRunQuery {
  page?: number;
  limit?: number;
}

/** A job's schedule as activate-cron saves it (cron in UTC). */
export interface SyncScheduleBody {
  cron: string;
  enabled: boolean;
}

export interface SyncAdminApi {
  adminListSyncErrors: (query: SyncErrorQuery) => Promise<ApiEnvelope<Paged<SyncErrorView>>>;
  adminRetrySyncError: (id: string) => Promise<ApiEnvelope<SyncRetryResult>>;
  adminRetrySyncErrors: (ids: readonly string[]) => Promise<ApiEnvelope<SyncRetryResult>>;
  adminDiscardSyncError: (id: string, note: string) => Promise<ApiEnvelope<SyncErrorView>>;
  adminStartSyncRun: (jobs: readonly SyncJob[]) => Promise<ApiEnvelope<SyncRunView>>;
  adminListSyncRuns: (query: SyncRunQuery) => Promise<ApiEnvelope<Paged<SyncRunView>>>;
  adminGetSyncRun: (id: string) => Promise<ApiEnvelope<SyncRunView>>;
  adminListSyncSchedules: () => Promise<ApiEnvelope<SyncScheduleView[]>>;
  adminUpdateSyncSchedule: (job: SyncJob, body: SyncScheduleBody) => Promise<ApiEnvelope<SyncScheduleView>>;
}

function queryOf(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const id = encodeURIComponent;
const ERRORS = '/sync/sellease/errors';
const RUNS = '/sync/sellease/runs';
const SCHEDULES = '/sync/sellease/schedules';

export function createSyncAdminApi(http: HttpClient): SyncAdminApi {
  return {
    adminListSyncErrors: (query) => http.request('GET', `${ERRORS}${queryOf(query)}`),
    adminRetrySyncError: (errorId) => http.request('POST', `${ERRORS}/${id(errorId)}/retry`, {}),
    adminRetrySyncErrors: (ids) => http.request('POST', `${ERRORS}/retry`, { ids }),
    adminDiscardSyncError: (errorId, note) =>
      http.request('POST', `${ERRORS}/${id(errorId)}/discard`, { note }),
    adminStartSyncRun: (jobs) => http.request('POST', RUNS, { jobs }),
    adminListSyncRuns: (query) => http.request('GET', `${RUNS}${queryOf(query)}`),
    adminGetSyncRun: (runId) => http.request('GET', `${RUNS}/${id(runId)}`),
    adminListSyncSchedules: () => http.request('GET', SCHEDULES),
    adminUpdateSyncSchedule: (job, body) => http.request('PUT', `${SCHEDULES}/${id(job)}`, body),
  };
}
