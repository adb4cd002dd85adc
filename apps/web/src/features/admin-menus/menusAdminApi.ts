import type {
  AdminFilter,
  AdminGroup,
  AdminMenuNode,
  AdminPage,
  CreateFilterDto,
  CreateMenuItemDto,
  FilterGroupsDto,
  MapMenuGroupsDto,
  ReorderMenuDto,
  UpdateFilterDto,
  UpdateMenuItemDto,
} from '@atelier/contracts/catalogue';
import type { FilterOptions } from '@atelier/contracts/catalogue';
import { dataApi, fromApi } from '../../api/baseApi';
import type { ApiEnvelope } from '../../api/types';

/** The server's largest page: a tenant's filters and groups fit in one. */
export const ALL_ROWS = 200;

const FILTERS = { type: 'AdminFilter', id: 'LIST' } as const;
const MENU = { type: 'AdminMenu', id: 'TREE' } as const;

/** Storefront filters and the mega-menu (issue 11), in the back-office chunk. */
export const menusAdminApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    adminFilters: build.query<AdminPage<AdminFilter>, void>({
      queryFn: fromApi(async (api) => (await api.adminListFilters(1, ALL_ROWS)).data),
      providesTags: [FILTERS],
    }),
    createFilter: build.mutation<ApiEnvelope<AdminFilter>, CreateFilterDto>({
      queryFn: fromApi((api, body) => api.adminCreateFilter(body)),
      invalidatesTags: [FILTERS],
    }),
    updateFilter: build.mutation<ApiEnvelope<AdminFilter>, { id: number; body: UpdateFilterDto }>({
      queryFn: fromApi((api, { id, body }) => api.adminUpdateFilter(id, body)),
      invalidatesTags: [FILTERS],
    }),
    mapFilterGroups: build.mutation<ApiEnvelope<AdminFilter>, { id: number; body: FilterGroupsDto }>({
      queryFn: fromApi((api, { id, body }) => api.adminMapFilterGroups(id, body)),
      invalidatesTags: [FILTERS],
    }),
    deleteFilter: build.mutation<unknown, number>({
      queryFn: fromApi((api, id) => api.adminDeleteFilter(id)),
      invalidatesTags: [FILTERS],
    }),
    /** The lookups whose values a filter may offer (the storefront's filter panel source). */
    filterLookups: build.query<FilterOptions, void>({
      queryFn: fromApi(async (api) => (await api.getFilterOptions()).data),
    }),
    mainGroups: build.query<AdminGroup[], void>({
      queryFn: fromApi(
        async (api) => (await api.adminListMainGroupsPage({ page: 1, limit: ALL_ROWS })).data.rows,
      ),
      providesTags: ['AdminGroup'],
    }),
    subGroups: build.query<AdminGroup[], void>({
      queryFn: fromApi(
        async (api) => (await api.adminListSubGroupsPage({ page: 1, limit: ALL_ROWS })).data.rows,
      ),
      providesTags: ['AdminGroup'],
    }),
    menuTree: build.query<AdminMenuNode[], void>({
      queryFn: fromApi(async (api) => (await api.adminMenuTree()).data),
      providesTags: [MENU],
    }),
    createMenuItem: build.mutation<ApiEnvelope<AdminMenuNode>, CreateMenuItemDto>({
      queryFn: fromApi((api, body) => api.adminCreateMenuItem(body)),
      invalidatesTags: [MENU],
    }),
    updateMenuItem: build.mutation<ApiEnvelope<AdminMenuNode>, { id: string; body: UpdateMenuItemDto }>({
      queryFn: fromApi((api, { id, body }) => api.adminUpdateMenuItem(id, body)),
      invalidatesTags: [MENU],
    }),
    deleteMenuItem: build.mutation<unknown, string>({
      queryFn: fromApi((api, id) => api.adminDeleteMenuItem(id)),
      invalidatesTags: [MENU],
    }),
    /** Answers the whole tree, which replaces the cached one (no second request). */
    reorderMenu: build.mutation<AdminMenuNode[], ReorderMenuDto>({
      queryFn: fromApi(async (api, body) => (await api.adminReorderMenu(body)).data),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(menusAdminApi.util.upsertQueryData('menuTree', undefined, data));
      },
    }),
    mapMenuGroups: build.mutation<ApiEnvelope<AdminMenuNode>, { id: string; body: MapMenuGroupsDto }>({
      queryFn: fromApi((api, { id, body }) => api.adminMapMenuGroups(id, body)),
      invalidatesTags: [MENU],
    }),
  }),
});

export const {
  useAdminFiltersQuery,
  useCreateFilterMutation,
  useUpdateFilterMutation,
  useMapFilterGroupsMutation,
  useDeleteFilterMutation,
  useFilterLookupsQuery,
  useMainGroupsQuery,
  useSubGroupsQuery,
  useMenuTreeQuery,
  useCreateMenuItemMutation,
  useUpdateMenuItemMutation,
  useDeleteMenuItemMutation,
  useReorderMenuMutation,
  useMapMenuGroupsMutation,
} = menusAdminApi;
