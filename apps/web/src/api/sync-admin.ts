import type { SyncErrorStatus, SyncErrorView, SyncRetryResult } from '@atelier/contracts/sync';
import type { Paged } from '@atelier/contracts/common';
import type { HttpClient } from './client';
import type { ApiEnvelope } from './types';

/*
 * The back office's Sellease error list (/api/sync/sellease/errors, permission `sync`), issue 14.
 * Shapes come from the sync contract.
 */

export interface SyncErrorQuery {
  status?: SyncErrorStatus;
  type?: string;
  search?: string;
  page?: number;
  limit?: number;
}

export interface SyncAdminApi {
  adminListSyncErrors: (query: SyncErrorQuery) => Promise<ApiEnvelope<Paged<SyncErrorView>>>;
  adminRetrySyncError: (id: string) => Promise<ApiEnvelope<SyncRetryResult>>;
  adminRetrySyncErrors: (ids: readonly string[]) => Promise<ApiEnvelope<SyncRetryResult>>;
  adminDiscardSyncError: (id: string, note: string) => Promise<ApiEnvelope<SyncErrorView>>;
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

export function createSyncAdminApi(http: HttpClient): SyncAdminApi {
  return {
    adminListSyncErrors: (query) => http.request('GET', `${ERRORS}${queryOf(query)}`),
    adminRetrySyncError: (errorId) => http.request('POST', `${ERRORS}/${id(errorId)}/retry`, {}),
    adminRetrySyncErrors: (ids) => http.request('POST', `${ERRORS}/retry`, { ids }),
    adminDiscardSyncError: (errorId, note) =>
      http.request('POST', `${ERRORS}/${id(errorId)}/discard`, { note }),
  };
}
