import type {
  AdminCollection,
  AdminGroup,
  AdminLookupName,
  AdminPage,
  BulkDesignsResult,
  ChangeLogEntry,
  DeletedResult,
  MappedDesignRow,
} from '@atelier/contracts/catalogue';
import { dataApi, fromApi } from '../../api/baseApi';
import type {
  ChangeLogArgs,
  CollectionBody,
  GroupBody,
  GroupDesignsArgs,
  GroupLevel,
  LookupNamesBody,
} from '../../api/catalogue-admin';
import type { ApiEnvelope } from '../../api/types';

/** The server's largest page: a tenant's groups fit in one for the pickers. */
const ALL_ROWS = 200;
/** Rows per page of the design lists. */
export const DESIGN_PAGE = 50;
/** Rows per page of the change log. */
export const CHANGE_PAGE = 25;

// The menus screens cache groups under 'AdminGroup'; a change here must refresh them too.
const GROUP_TAGS = ['CatalogueGroup', 'AdminGroup', 'GroupDesigns'] as const;

/** Groups, the designs mapped to them, similar designs and collections (permission `designs`). */
export const groupsAdminApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** lookup-names: metal, shade, quality, stone or shape names per language. */
    lookupNames: build.query<AdminLookupName[], LookupNamesBody['kind']>({
      queryFn: fromApi(async (api, kind) => (await api.listLookupNames(kind)).data),
      providesTags: (_rows, _error, kind) => [{ type: 'LookupName', id: kind }],
    }),
    saveLookupNames: build.mutation<ApiEnvelope<AdminLookupName>, LookupNamesBody>({
      queryFn: fromApi((api, body) => api.setLookupNames(body)),
      invalidatesTags: (_answer, _error, { kind }) => [{ type: 'LookupName', id: kind }],
    }),
    groupsPage: build.query<AdminPage<AdminGroup>, { level: GroupLevel; page: number }>({
      queryFn: fromApi(async (api, { level, page }) => (await api.listGroups(level, { page })).data),
      providesTags: ['CatalogueGroup'],
    }),
    /** Every main and sub group, for the pickers. */
    allGroups: build.query<{ main: AdminGroup[]; sub: AdminGroup[] }, void>({
      queryFn: fromApi(async (api) => {
        const [main, sub] = await Promise.all([
          api.listGroups('main', { page: 1, limit: ALL_ROWS }),
          api.listGroups('sub', { page: 1, limit: ALL_ROWS }),
        ]);
        return { main: main.data.rows, sub: sub.data.rows };
      }),
      providesTags: ['CatalogueGroup'],
    }),
    saveGroup: build.mutation<
      ApiEnvelope<AdminGroup>,
      { level: GroupLevel; id: number | null; body: GroupBody }
    >({
      queryFn: fromApi((api, { level, id, body }) =>
        id === null ? api.createGroup(level, body) : api.updateGroup(level, id, body),
      ),
      invalidatesTags: [...GROUP_TAGS],
    }),
    deleteGroup: build.mutation<ApiEnvelope<DeletedResult>, { level: GroupLevel; id: number }>({
      queryFn: fromApi((api, { level, id }) => api.deleteGroup(level, id)),
      invalidatesTags: [...GROUP_TAGS],
    }),
    groupDesigns: build.query<AdminPage<MappedDesignRow>, GroupDesignsArgs>({
      queryFn: fromApi(async (api, args) => (await api.groupDesigns({ limit: DESIGN_PAGE, ...args })).data),
      providesTags: ['GroupDesigns'],
    }),
    /** The catalogue's change log (groups, menus, filters, pictures, mapping), newest first. */
    catalogueChangeLog: build.query<AdminPage<ChangeLogEntry>, ChangeLogArgs>({
      queryFn: fromApi(async (api, args) => (await api.changeLog({ limit: CHANGE_PAGE, ...args })).data),
    }),
    unassignedDesigns: build.query<AdminPage<MappedDesignRow>, { page: number; search?: string }>({
      queryFn: fromApi(
        async (api, args) => (await api.unassignedDesigns({ limit: DESIGN_PAGE, ...args })).data,
      ),
      providesTags: ['GroupDesigns'],
    }),
    assignDesigns: build.mutation<
      ApiEnvelope<BulkDesignsResult>,
      { designIds: string[]; mainGroupId?: number; subGroupId?: number }
    >({
      queryFn: fromApi((api, body) => api.assignDesigns(body)),
      invalidatesTags: [...GROUP_TAGS],
    }),
    unassignDesigns: build.mutation<
      ApiEnvelope<BulkDesignsResult>,
      { designIds: string[]; subGroupId: number }
    >({
      queryFn: fromApi((api, body) => api.unassignDesigns(body)),
      invalidatesTags: [...GROUP_TAGS],
    }),
    similarDesigns: build.query<AdminPage<MappedDesignRow>, { designId: string; page: number }>({
      queryFn: fromApi(
        async (api, { designId, page }) =>
          (await api.similarDesigns(designId, { page, limit: DESIGN_PAGE })).data,
      ),
      providesTags: ['GroupDesigns'],
    }),
    mapSimilarDesigns: build.mutation<
      ApiEnvelope<BulkDesignsResult>,
      { designId: string; similarDesignIds: string[] }
    >({
      queryFn: fromApi((api, body) => api.mapSimilarDesigns(body)),
      invalidatesTags: ['GroupDesigns'],
    }),
    unmapSimilarDesign: build.mutation<
      ApiEnvelope<BulkDesignsResult>,
      { designId: string; similarDesignId: string }
    >({
      queryFn: fromApi((api, body) => api.unmapSimilarDesign(body)),
      invalidatesTags: ['GroupDesigns'],
    }),
    /** Every collection (a tenant's collections fit in the largest page). */
    collections: build.query<AdminCollection[], void>({
      queryFn: fromApi(async (api) => (await api.listCollections({ page: 1, limit: ALL_ROWS })).data.rows),
      providesTags: ['Collection'],
    }),
    saveCollection: build.mutation<ApiEnvelope<AdminCollection>, { id: number | null; body: CollectionBody }>(
      {
        queryFn: fromApi((api, { id, body }) =>
          id === null ? api.createCollection(body) : api.updateCollection(id, body),
        ),
        invalidatesTags: ['Collection'],
      },
    ),
    deleteCollection: build.mutation<ApiEnvelope<DeletedResult>, number>({
      queryFn: fromApi((api, id) => api.deleteCollection(id)),
      invalidatesTags: ['Collection'],
    }),
    collectionDesigns: build.query<AdminPage<MappedDesignRow>, { id: number; page: number }>({
      queryFn: fromApi(
        async (api, { id, page }) => (await api.collectionDesigns(id, { page, limit: DESIGN_PAGE })).data,
      ),
      providesTags: ['Collection'],
    }),
    changeCollectionDesigns: build.mutation<
      ApiEnvelope<BulkDesignsResult>,
      { id: number; change: 'add' | 'remove'; designIds: string[] }
    >({
      queryFn: fromApi((api, { id, change, designIds }) =>
        api.changeCollectionDesigns(id, change, designIds),
      ),
      invalidatesTags: ['Collection'],
    }),
  }),
});

export const {
  useLookupNamesQuery,
  useSaveLookupNamesMutation,
  useGroupsPageQuery,
  useAllGroupsQuery,
  useSaveGroupMutation,
  useDeleteGroupMutation,
  useGroupDesignsQuery,
  useUnassignedDesignsQuery,
  useCatalogueChangeLogQuery,
  useAssignDesignsMutation,
  useUnassignDesignsMutation,
  useSimilarDesignsQuery,
  useMapSimilarDesignsMutation,
  useUnmapSimilarDesignMutation,
  useCollectionsQuery,
  useSaveCollectionMutation,
  useDeleteCollectionMutation,
  useCollectionDesignsQuery,
  useChangeCollectionDesignsMutation,
} = groupsAdminApi;
