import { dataApi, fromApi } from '../../api/baseApi';
import type { MappedCustomer } from '../../api/types';

/**
 * The customers a buyer may act for (the session's, so in app/), read by the price popup and the
 * header's switch dialog in their own chunks: a stranger's first load never has them. The cache is
 * emptied at logout and on a new price choice; a markup change invalidates it.
 */
export const mappedCustomersApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /users/get-mapped-customers; an answer without a list counts as none. */
    mappedCustomers: build.query<MappedCustomer[], string>({
      queryFn: fromApi(async (api, userId) => {
        const response = await api.getMappedCustomers(userId);
        return Array.isArray(response.data) ? response.data : [];
      }),
      providesTags: ['MappedCustomer'],
    }),
  }),
});
