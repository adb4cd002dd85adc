import type { FilterOptions } from '@atelier/contracts/catalogue';
import { dataApi, fromApi } from '../../api/baseApi';

/** The listing's server data, in its own (lazy) chunk. */
export const searchApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /products/filter-options: the filter panel's values, public and the same for everyone. */
    filterOptions: build.query<FilterOptions, void>({
      queryFn: fromApi(async (api) => (await api.getFilterOptions()).data),
      // They change with the catalogue's set-up, not between listings: kept while the session lasts.
      keepUnusedDataFor: 3600,
    }),
  }),
});

/** The filter panel's values: one load per session serves every listing (as the saga did). */
export function useFilterOptions(): FilterOptions | null {
  return searchApi.useFilterOptionsQuery(undefined, { refetchOnMountOrArgChange: false }).data ?? null;
}
