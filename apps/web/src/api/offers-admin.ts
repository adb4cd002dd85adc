import type {
  AdminOffer,
  AdminPage,
  CuratedListKind,
  CuratedListView,
  ImportJob,
  OfferKind,
} from '@atelier/contracts/catalogue';
import type { HttpClient } from './client';
import type { ApiEnvelope } from './types';
import type { UploadProgress, Uploader } from './upload';

/*
 * The back office's offers (/api/admin/offers, permission `offers`) and hand-ordered lists
 * (/api/admin/curated-lists, permission `designs`), issue 12. Shapes come from the catalogue contract.
 */

export type OfferListStatus = 'current' | 'active' | 'scheduled' | 'ended' | 'all';

export interface OfferQuery {
  kind: OfferKind;
  status?: OfferListStatus;
  search?: string;
  page?: number;
  limit?: number;
}

export interface OfferImportRequest {
  kind: OfferKind;
  file: File;
  dryRun: boolean;
  onProgress?: (progress: UploadProgress) => void;
}

export interface OfferBody {
  offerPrice: number;
  maxQuantity: number;
  startsOn: string;
  endsOn: string;
  version: number;
}

export interface OffersAdminApi {
  adminListOffers: (query: OfferQuery) => Promise<ApiEnvelope<AdminPage<AdminOffer>>>;
  /** Sends the file (progress as it goes) and answers the job the server queued (202). */
  adminImportOffers: (request: OfferImportRequest) => Promise<ApiEnvelope<ImportJob>>;
  adminOfferImportJob: (jobId: string) => Promise<ApiEnvelope<ImportJob>>;
  /** A stale version answers 409 (CATALOGUE_OFFER_CHANGED); nothing is written then. */
  adminUpdateOffer: (id: string, body: OfferBody) => Promise<ApiEnvelope<AdminOffer>>;
  adminEndOffer: (id: string, version: number) => Promise<ApiEnvelope<AdminOffer>>;
  adminCuratedList: (list: CuratedListKind) => Promise<ApiEnvelope<CuratedListView>>;
  adminSetCuratedList: (list: CuratedListKind, designIds: string[]) => Promise<ApiEnvelope<CuratedListView>>;
  adminFillCuratedList: (
    list: CuratedListKind,
    body: { days: number; limit: number },
  ) => Promise<ApiEnvelope<CuratedListView>>;
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

export function createOffersAdminApi(http: HttpClient, upload?: Uploader): OffersAdminApi {
  return {
    adminListOffers: (query) => http.request('GET', `/admin/offers${queryOf(query)}`),
    adminImportOffers: ({ kind, file, dryRun, onProgress }) => {
      const form = new FormData();
      form.append('file', file);
      const path = `/admin/offers/import${queryOf({ kind, dryRun })}`;
      if (upload) return upload(path, form, { onProgress });
      return http.request('POST', path, form, { encoding: 'multipart' });
    },
    adminOfferImportJob: (jobId) => http.request('GET', `/admin/offers/imports/${id(jobId)}`),
    adminUpdateOffer: (offerId, body) => http.request('PUT', `/admin/offers/${id(offerId)}`, body),
    adminEndOffer: (offerId, version) =>
      http.request('POST', `/admin/offers/${id(offerId)}/end`, { version }),
    adminCuratedList: (list) => http.request('GET', `/admin/curated-lists${queryOf({ list })}`),
    adminSetCuratedList: (list, designIds) =>
      http.request('PUT', '/admin/curated-lists', { list, designIds }),
    adminFillCuratedList: (list, body) =>
      http.request('POST', '/admin/curated-lists/fill', { list, ...body }),
  };
}
