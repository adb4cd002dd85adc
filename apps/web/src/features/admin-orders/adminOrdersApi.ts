import type {
  ChangeRequestStatus,
  ChangeRequestView,
  InvoiceStatus,
  InvoiceView,
  Paged,
} from '@atelier/contracts/orders';
import { dataApi, fromApi } from '../../api/baseApi';
import type { AdminChangeRequestBody, AdminPageQuery } from '../../api/orders';
import type { ApiEnvelope } from '../../api/types';

const INVOICES = { type: 'AdminOrder', id: 'INVOICES' } as const;
const CHANGE_REQUESTS = { type: 'AdminOrder', id: 'CHANGE_REQUESTS' } as const;

/** The back office's orders area (permission `orders`), in the back-office chunk. */
export const adminOrdersApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    adminChangeRequests: build.query<Paged<ChangeRequestView>, AdminPageQuery<ChangeRequestStatus>>({
      queryFn: fromApi(async (api, query) => (await api.adminGetChangeRequests(query)).data),
      providesTags: [CHANGE_REQUESTS],
    }),
    /** Resolve or decline a change request, with an optional answer to the customer. */
    answerChangeRequest: build.mutation<
      ApiEnvelope<ChangeRequestView>,
      { id: string; body: AdminChangeRequestBody }
    >({
      queryFn: fromApi((api, { id, body }) => api.adminResolveChangeRequest(id, body)),
      invalidatesTags: [CHANGE_REQUESTS],
    }),
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

export const {
  useAdminChangeRequestsQuery,
  useAnswerChangeRequestMutation,
  useAdminInvoicesQuery,
  useSetInvoiceStatusMutation,
} = adminOrdersApi;
