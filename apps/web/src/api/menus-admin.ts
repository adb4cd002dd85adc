import type {
  AdminFilter,
  AdminGroup,
  AdminMenuNode,
  AdminPage,
  CreateFilterDto,
  CreateMenuItemDto,
  DeletedResult,
  FilterGroupsDto,
  MapMenuGroupsDto,
  ReorderMenuDto,
  UpdateFilterDto,
  UpdateMenuItemDto,
} from '@atelier/contracts/catalogue';
import type { HttpClient } from './client';
import type { ApiEnvelope } from './types';

/*
 * The back office's filter and menu calls (issue 11, libs/contracts/catalogue/API.md; permissions
 * `designs` for filters and groups, `menus` for the mega-menu). Shapes come from the catalogue contract
 * as types only.
 */

export interface GroupListQuery {
  page?: number;
  limit?: number;
  mainGroupId?: number;
}

export interface MenusAdminApi {
  adminListFilters: (page: number, limit: number) => Promise<ApiEnvelope<AdminPage<AdminFilter>>>;
  adminCreateFilter: (body: CreateFilterDto) => Promise<ApiEnvelope<AdminFilter>>;
  adminUpdateFilter: (id: number, body: UpdateFilterDto) => Promise<ApiEnvelope<AdminFilter>>;
  adminMapFilterGroups: (id: number, body: FilterGroupsDto) => Promise<ApiEnvelope<AdminFilter>>;
  adminDeleteFilter: (id: number) => Promise<ApiEnvelope<DeletedResult>>;
  adminListMainGroupsPage: (query: GroupListQuery) => Promise<ApiEnvelope<AdminPage<AdminGroup>>>;
  adminListSubGroupsPage: (query: GroupListQuery) => Promise<ApiEnvelope<AdminPage<AdminGroup>>>;
  adminMenuTree: () => Promise<ApiEnvelope<AdminMenuNode[]>>;
  adminCreateMenuItem: (body: CreateMenuItemDto) => Promise<ApiEnvelope<AdminMenuNode>>;
  adminUpdateMenuItem: (id: string, body: UpdateMenuItemDto) => Promise<ApiEnvelope<AdminMenuNode>>;
  adminDeleteMenuItem: (id: string) => Promise<ApiEnvelope<DeletedResult>>;
  /** Drag and drop or the up/down buttons: every sibling under `parentId`, in the new order. */
  adminReorderMenu: (body: ReorderMenuDto) => Promise<ApiEnvelope<AdminMenuNode[]>>;
  adminMapMenuGroups: (id: string, body: MapMenuGroupsDto) => Promise<ApiEnvelope<AdminMenuNode>>;
}

function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const id = (value: string | number) => encodeURIComponent(String(value));

export function createMenusAdminApi(http: HttpClient): MenusAdminApi {
  return {
    adminListFilters: (page, limit) => http.request('GET', `/admin/filters${queryString({ page, limit })}`),
    adminCreateFilter: (body) => http.request('POST', '/admin/filters', body),
    adminUpdateFilter: (filterId, body) => http.request('PUT', `/admin/filters/${id(filterId)}`, body),
    adminMapFilterGroups: (filterId, body) =>
      http.request('PUT', `/admin/filters/${id(filterId)}/groups`, body),
    adminDeleteFilter: (filterId) => http.request('DELETE', `/admin/filters/${id(filterId)}`),
    adminListMainGroupsPage: (query) => http.request('GET', `/admin/main-groups${queryString(query)}`),
    adminListSubGroupsPage: (query) => http.request('GET', `/admin/sub-groups${queryString(query)}`),
    adminMenuTree: () => http.request('GET', '/admin/menu'),
    adminCreateMenuItem: (body) => http.request('POST', '/admin/menu/items', body),
    adminUpdateMenuItem: (itemId, body) => http.request('PUT', `/admin/menu/items/${id(itemId)}`, body),
    adminDeleteMenuItem: (itemId) => http.request('DELETE', `/admin/menu/items/${id(itemId)}`),
    adminReorderMenu: (body) => http.request('PUT', '/admin/menu/order', body),
    adminMapMenuGroups: (itemId, body) => http.request('PUT', `/admin/menu/items/${id(itemId)}/groups`, body),
  };
}
