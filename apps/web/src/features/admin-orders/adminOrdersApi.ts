import type { InvoiceStatus, InvoiceView, Paged } from '@atelier/contracts/orders';
import { dataApi, fromApi } from '../../api/baseApi';
import type { AdminPageQuery } from '../../api/orders';
import type { ApiEnvelope } from '../../api/types';

const INVOICES = { type: 'AdminOrder', id: 'INVOICES' } as const;

/** The back office's orders area (permission `orders`), in the back-office chunk. */
export const adminOrdersApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    adminInvoices: build.query<Paged<InvoiceView>, AdminPageQuery<InvoiceStatus>>({
      queryFn: fromApi(async (api, query) => (await api.adminGetInvoices(query)).data),
      providesTags: [INVOICES],
    }),
    setInvoiceStatus: build.mutation<ApiEnvelope<InvoiceView>, { id: string; status: InvoiceStatus }>({
      queryFn: fromApi((api, { id, status }) => api.adminSetInvoiceStatus(id, status)),
      invalidatesTags: [INVOICES],
    }),
  }),
});

export const { useAdminInvoicesQuery, useSetInvoiceStatusMutation } = adminOrdersApi;
