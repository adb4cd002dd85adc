import type { InvoiceStatus, InvoiceView, Paged } from '@atelier/contracts/orders';
import { dataApi, fromApi } from '../../api/baseApi';
import type { PageQuery } from '../../api/orders';

/** The buyer's invoices (trade prices only), in the trade area's chunk. */
export const invoicesApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    invoices: build.query<Paged<InvoiceView>, PageQuery<InvoiceStatus>>({
      queryFn: fromApi(async (api, query) => (await api.getInvoices(query)).data),
      providesTags: [{ type: 'Invoice', id: 'LIST' }],
    }),
    invoice: build.query<InvoiceView, string>({
      queryFn: fromApi(async (api, id) => (await api.getInvoice(id)).data),
      providesTags: (_invoice, _error, id) => [{ type: 'Invoice', id }],
    }),
  }),
});

export const { useInvoicesQuery, useInvoiceQuery } = invoicesApi;
