import type {
  AdminDesign,
  AdminDesignPage,
  BulkPriceResult,
  DesignAuditEntry,
  ImportJob,
  SaveDesignDto,
  UpdateDesignDto,
} from '@atelier/contracts/catalogue';
import type { DownloadedFile, HttpClient } from './client';
import type { ApiEnvelope } from './types';
import type { UploadProgress, Uploader } from './upload';

/*
 * The back office's design calls (issue 11, /api/admin/designs, permission `designs`). Shapes come from
 * the catalogue contract as types only.
 */

export type AdminDesignStatus = 'active' | 'retired' | 'all';
export type AdminDesignSort = 'number' | 'name' | 'newest' | 'updated';

export interface AdminDesignQuery {
  page?: number;
  limit?: number;
  search?: string;
  mainGroupId?: number;
  subGroupId?: number;
  labGrown?: boolean;
  status?: AdminDesignStatus;
  sort?: AdminDesignSort;
}

export interface DesignExportQuery {
  format: 'csv' | 'xlsx';
  labGrown?: boolean;
  status?: AdminDesignStatus;
}

export interface DesignImportRequest {
  file: File;
  dryRun: boolean;
  onProgress?: (progress: UploadProgress) => void;
}

export interface DesignsAdminApi {
  adminListDesigns: (query: AdminDesignQuery) => Promise<ApiEnvelope<AdminDesignPage>>;
  adminGetDesign: (designId: string) => Promise<ApiEnvelope<AdminDesign>>;
  adminCreateDesign: (body: SaveDesignDto) => Promise<ApiEnvelope<AdminDesign>>;
  /** A stale version answers 409 (CATALOGUE_DESIGN_CHANGED); nothing is written then. */
  adminUpdateDesign: (designId: string, body: UpdateDesignDto) => Promise<ApiEnvelope<AdminDesign>>;
  adminRetireDesign: (designId: string, version?: number) => Promise<ApiEnvelope<AdminDesign>>;
  adminRestoreDesign: (designId: string, version?: number) => Promise<ApiEnvelope<AdminDesign>>;
  adminDesignAudit: (designId: string) => Promise<ApiEnvelope<DesignAuditEntry[]>>;
  adminBulkPrice: (designIds: string[], percent: number) => Promise<ApiEnvelope<BulkPriceResult>>;
  adminExportDesigns: (query: DesignExportQuery) => Promise<DownloadedFile>;
  /** Sends the file (progress as it goes) and answers the job the server queued (202). */
  adminImportDesigns: (request: DesignImportRequest) => Promise<ApiEnvelope<ImportJob>>;
  adminImportJob: (jobId: string) => Promise<ApiEnvelope<ImportJob>>;
}

/** `?a=1&b=x` of the set values, in the given order. */
export function designQueryParams(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const id = encodeURIComponent;

export function createDesignsAdminApi(http: HttpClient, upload?: Uploader): DesignsAdminApi {
  return {
    adminListDesigns: (query) => http.request('GET', `/admin/designs${designQueryParams(query)}`),
    adminGetDesign: (designId) => http.request('GET', `/admin/designs/${id(designId)}`),
    adminCreateDesign: (body) => http.request('POST', '/admin/designs', body),
    adminUpdateDesign: (designId, body) => http.request('PUT', `/admin/designs/${id(designId)}`, body),
    adminRetireDesign: (designId, version) =>
      http.request('POST', `/admin/designs/${id(designId)}/retire`, version ? { version } : {}),
    adminRestoreDesign: (designId, version) =>
      http.request('POST', `/admin/designs/${id(designId)}/restore`, version ? { version } : {}),
    adminDesignAudit: (designId) => http.request('GET', `/admin/designs/${id(designId)}/audit`),
    adminBulkPrice: (designIds, percent) =>
      http.request('POST', '/admin/designs/bulk-price', { designIds, percent }),
    adminExportDesigns: (query) => http.download(`/admin/designs/export${designQueryParams(query)}`),
    adminImportDesigns: ({ file, dryRun, onProgress }) => {
      const form = new FormData();
      form.append('file', file);
      const path = `/admin/designs/import?dryRun=${dryRun}`;
      if (upload) return upload(path, form, { onProgress });
      return http.request('POST', path, form, { encoding: 'multipart' });
    },
    adminImportJob: (jobId) => http.request('GET', `/admin/designs/imports/${id(jobId)}`),
  };
}
