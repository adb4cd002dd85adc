import type { AccountDetails, MarkupResult } from '@atelier/contracts/identity';
import { dataApi, fromApi } from '../../api/baseApi';
import type { ApiEnvelope } from '../../api/types';

/** The chosen customer's account details and markup, in My Account's chunk (and its dialog's). */
export const accountApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /users/account-details for the chosen customer (x-customer-id). */
    accountDetails: build.query<AccountDetails, void>({
      queryFn: fromApi(async (api) => (await api.getAccountDetails()).data),
      providesTags: ['AccountDetails'],
    }),
    /**
     * POST /users/update-markup (rules MARKUP_FIELDS): the details are read again with the new markup,
     * and so are the session's customers, so that RRP uses it too.
     */
    updateMarkup: build.mutation<ApiEnvelope<MarkupResult>, number>({
      queryFn: fromApi((api, markup) => api.updateMarkup(markup)),
      invalidatesTags: ['AccountDetails', 'MappedCustomer'],
    }),
  }),
});

export const { useAccountDetailsQuery, useUpdateMarkupMutation } = accountApi;
