import type { AdminLookupName, LookupNameKind } from '@atelier/contracts/catalogue';
import type {
  AdminCollection,
  ChangeLogEntity,
  ChangeLogEntry,
  AdminDesignPage,
  AdminGroup,
  AdminPage,
  BulkDesignsResult,
  BulkImagesResult,
  DeletedResult,
  DesignImagesView,
  LocalisedTexts,
  MappedDesignRow,
} from '@atelier/contracts/catalogue';
import type { HttpClient } from './client';
import type { ApiEnvelope } from './types';
import type { UploadProgress } from './upload';

/*
 * The back office's catalogue calls of issue 11 (libs/contracts/catalogue/API.md, "Back office: pictures,
 * groups, filters, menus"): pictures, groups and their designs, similar designs, collections. Types only
 * from the contract: its DTO classes carry Nest decorators that must stay out of the bundle.
 */

export interface PageArgs {
  page?: number;
  limit?: number;
}

export interface GroupBody {
  name?: string;
  names?: LocalisedTexts;
  sortOrder?: number;
  active?: boolean;
  mainGroupId?: number;
}

export interface ChangeLogArgs extends PageArgs {
  entityType?: ChangeLogEntity;
  entityId?: string;
}

export interface GroupDesignsArgs extends PageArgs {
  mainGroupId?: number;
  subGroupId?: number;
  search?: string;
}

export interface CollectionBody {
  name?: string;
  sortOrder?: number;
}

export interface UploadImageArgs {
  designId: string;
  file: File;
  /** null: the picture stands for every shade. */
  shadeId: number | null;
  onProgress?: (progress: UploadProgress) => void;
}

export interface BulkUploadArgs {
  files: readonly File[];
  onProgress?: (progress: UploadProgress) => void;
}

export interface LookupNamesBody {
  kind: LookupNameKind;
  id: number;
  names: LocalisedTexts;
}

export interface CatalogueAdminCalls {
  /** lookup-names: a kind's names with their other languages; a save replaces one lookup's set. */
  listLookupNames: (kind: LookupNameKind) => Promise<ApiEnvelope<AdminLookupName[]>>;
  setLookupNames: (body: LookupNamesBody) => Promise<ApiEnvelope<AdminLookupName>>;
  adminDesignSearch: (
    query: { search?: string; page?: number; limit?: number },
    signal?: AbortSignal,
  ) => Promise<ApiEnvelope<AdminDesignPage>>;
  getDesignImages: (designId: string) => Promise<ApiEnvelope<DesignImagesView>>;
  /** One file per request, so each has its own progress (FileDrop). */
  uploadDesignImage: (args: UploadImageArgs, signal?: AbortSignal) => Promise<ApiEnvelope<DesignImagesView>>;
  bulkUploadImages: (args: BulkUploadArgs, signal?: AbortSignal) => Promise<ApiEnvelope<BulkImagesResult>>;
  reorderDesignImages: (designId: string, keys: readonly string[]) => Promise<ApiEnvelope<DesignImagesView>>;
  updateDesignImage: (
    designId: string,
    key: string,
    body: { shadeId?: number | null; isMain?: true },
  ) => Promise<ApiEnvelope<DesignImagesView>>;
  deleteDesignImage: (designId: string, key: string) => Promise<ApiEnvelope<DesignImagesView>>;
  listGroups: (
    level: GroupLevel,
    query: PageArgs & { mainGroupId?: number },
  ) => Promise<ApiEnvelope<AdminPage<AdminGroup>>>;
  createGroup: (level: GroupLevel, body: GroupBody) => Promise<ApiEnvelope<AdminGroup>>;
  updateGroup: (level: GroupLevel, id: number, body: GroupBody) => Promise<ApiEnvelope<AdminGroup>>;
  deleteGroup: (level: GroupLevel, id: number) => Promise<ApiEnvelope<DeletedResult>>;
  groupDesigns: (query: GroupDesignsArgs) => Promise<ApiEnvelope<AdminPage<MappedDesignRow>>>;
  unassignedDesigns: (
    query: PageArgs & { search?: string },
  ) => Promise<ApiEnvelope<AdminPage<MappedDesignRow>>>;
  changeLog: (query: ChangeLogArgs) => Promise<ApiEnvelope<AdminPage<ChangeLogEntry>>>;
  assignDesigns: (body: {
    designIds: string[];
    mainGroupId?: number;
    subGroupId?: number;
  }) => Promise<ApiEnvelope<BulkDesignsResult>>;
  unassignDesigns: (body: {
    designIds: string[];
    subGroupId: number;
  }) => Promise<ApiEnvelope<BulkDesignsResult>>;
  similarDesigns: (designId: string, query: PageArgs) => Promise<ApiEnvelope<AdminPage<MappedDesignRow>>>;
  mapSimilarDesigns: (body: {
    designId: string;
    similarDesignIds: string[];
  }) => Promise<ApiEnvelope<BulkDesignsResult>>;
  unmapSimilarDesign: (body: {
    designId: string;
    similarDesignId: string;
  }) => Promise<ApiEnvelope<BulkDesignsResult>>;
  listCollections: (query: PageArgs) => Promise<ApiEnvelope<AdminPage<AdminCollection>>>;
  createCollection: (body: CollectionBody) => Promise<ApiEnvelope<AdminCollection>>;
  updateCollection: (id: number, body: CollectionBody) => Promise<ApiEnvelope<AdminCollection>>;
  deleteCollection: (id: number) => Promise<ApiEnvelope<DeletedResult>>;
  collectionDesigns: (
    id: number,
    query: PageArgs & { search?: string },
  ) => Promise<ApiEnvelope<AdminPage<MappedDesignRow>>>;
  changeCollectionDesigns: (
    id: number,
    change: 'add' | 'remove',
    designIds: string[],
  ) => Promise<ApiEnvelope<BulkDesignsResult>>;
}

export type GroupLevel = 'main' | 'sub';

/** `?a=1&b=x` of the set values, in the given order. */
export function queryString(query: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const groupPath = (level: GroupLevel) => (level === 'main' ? '/admin/main-groups' : '/admin/sub-groups');
const designPath = (designId: string) => `/admin/designs/${encodeURIComponent(designId)}`;

export function createCatalogueAdminApi(http: HttpClient): CatalogueAdminCalls {
  return {
    listLookupNames: (kind) => http.request('GET', `/admin/lookup-names?kind=${encodeURIComponent(kind)}`),
    setLookupNames: (body) => http.request('PUT', '/admin/lookup-names', body),
    adminDesignSearch: (query, signal) =>
      http.request('GET', `/admin/designs${queryString({ ...query })}`, undefined, { signal }),
    getDesignImages: (designId) => http.request('GET', `${designPath(designId)}/images`),
    uploadDesignImage: ({ designId, file, shadeId, onProgress }, signal) => {
      const body = new FormData();
      body.append('images', file, file.name);
      if (shadeId !== null) body.append('shadeId', String(shadeId));
      return http.upload(`${designPath(designId)}/images`, body, { onProgress, signal });
    },
    bulkUploadImages: ({ files, onProgress }, signal) => {
      const body = new FormData();
      for (const file of files) body.append('images', file, file.name);
      return http.upload('/admin/images/bulk', body, { onProgress, signal });
    },
    reorderDesignImages: (designId, keys) =>
      http.request('PUT', `${designPath(designId)}/images/order`, { keys }),
    updateDesignImage: (designId, key, body) =>
      http.request('PUT', `${designPath(designId)}/images/${encodeURIComponent(key)}`, body),
    deleteDesignImage: (designId, key) =>
      http.request('DELETE', `${designPath(designId)}/images/${encodeURIComponent(key)}`),
    listGroups: (level, query) => http.request('GET', `${groupPath(level)}${queryString({ ...query })}`),
    createGroup: (level, body) => http.request('POST', groupPath(level), body),
    updateGroup: (level, id, body) => http.request('PUT', `${groupPath(level)}/${id}`, body),
    deleteGroup: (level, id) => http.request('DELETE', `${groupPath(level)}/${id}`),
    groupDesigns: (query) => http.request('GET', `/admin/group-designs${queryString({ ...query })}`),
    unassignedDesigns: (query) =>
      http.request('GET', `/admin/unassigned-designs${queryString({ ...query })}`),
    changeLog: (query) => http.request('GET', `/admin/catalogue-change-log${queryString({ ...query })}`),
    assignDesigns: (body) => http.request('POST', '/admin/group-designs/assign', body),
    unassignDesigns: (body) => http.request('POST', '/admin/group-designs/unassign', body),
    similarDesigns: (designId, query) =>
      http.request('GET', `${designPath(designId)}/similar${queryString({ ...query })}`),
    mapSimilarDesigns: (body) => http.request('POST', '/admin/similar-designs', body),
    unmapSimilarDesign: (body) => http.request('POST', '/admin/similar-designs/remove', body),
    listCollections: (query) => http.request('GET', `/admin/collections${queryString({ ...query })}`),
    createCollection: (body) => http.request('POST', '/admin/collections', body),
    updateCollection: (id, body) => http.request('PUT', `/admin/collections/${id}`, body),
    deleteCollection: (id) => http.request('DELETE', `/admin/collections/${id}`),
    collectionDesigns: (id, query) =>
      http.request('GET', `/admin/collections/${id}/designs${queryString({ ...query })}`),
    changeCollectionDesigns: (id, change, designIds) =>
      http.request('POST', `/admin/collections/${id}/designs${change === 'remove' ? '/remove' : ''}`, {
        designIds,
      }),
  };
}
