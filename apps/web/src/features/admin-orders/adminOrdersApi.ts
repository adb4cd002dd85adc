import type {
  AdminOrderSummaryRow,
  ApproListFilter,
  ApproRemindersRun,
  ApproView,
  BespokeOrderView,
  BespokeStatus,
  ChangeRequestStatus,
  ChangeRequestView,
  InvoiceStatus,
  InvoiceView,
  OrderDetail,
  Paged,
} from '@atelier/contracts/orders';
import { dataApi, fromApi } from '../../api/baseApi';
import type {
  AdminApproReturnsBody,
  AdminBespokeLineStatusBody,
  AdminBespokeStatusBody,
  AdminChangeRequestBody,
  AdminCreateApproBody,
  AdminInvoiceBody,
  AdminOrdersQuery,
  AdminPageQuery,
  AdminPricingBody,
  AdminStatusBody,
  BespokeMessageBody,
  OrderActionResponse,
  QuantityLines,
} from '../../api/orders';
import type { ApiEnvelope } from '../../api/types';

const ORDERS = { type: 'AdminOrder', id: 'ORDERS' } as const;
const BESPOKE = { type: 'AdminOrder', id: 'BESPOKE' } as const;
const APPROS = { type: 'AdminOrder', id: 'APPROS' } as const;
const INVOICES = { type: 'AdminOrder', id: 'INVOICES' } as const;
const CHANGE_REQUESTS = { type: 'AdminOrder', id: 'CHANGE_REQUESTS' } as const;
const order = (id: string) => ({ type: 'AdminOrder', id: `order-${id}` }) as const;

/** A customer to filter by or to send an appro to. */
export interface CustomerChoice {
  _id: string;
  company: string;
  acNo: string | null;
}

/** The back office's changes to one order, each its own form. */
export type OrderOperation =
  | { kind: 'status'; body: AdminStatusBody }
  | { kind: 'pricing'; body: AdminPricingBody }
  | { kind: 'invoice'; body: AdminInvoiceBody }
  | { kind: 'cancel'; body: QuantityLines };

/** The back office's orders area (permission `orders`), in the back-office chunk. */
export const adminOrdersApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    adminOrders: build.query<Paged<AdminOrderSummaryRow>, AdminOrdersQuery>({
      queryFn: fromApi(async (api, query) => (await api.adminGetOrders(query)).data),
      providesTags: [ORDERS],
    }),
    adminOrder: build.query<OrderDetail, string>({
      queryFn: fromApi(async (api, id) => (await api.adminGetOrder(id)).data),
      providesTags: (_order, _error, id) => [order(id)],
    }),
    /** Status change, pricing update (for the customer to approve), invoicing or cancelling pieces. */
    orderOperation: build.mutation<OrderActionResponse, { orderId: string; operation: OrderOperation }>({
      queryFn: fromApi((api, { orderId, operation }) => {
        switch (operation.kind) {
          case 'status':
            return api.adminSetOrderStatus(orderId, operation.body);
          case 'pricing':
            return api.adminUpdatePricing(orderId, operation.body);
          case 'invoice':
            return api.adminInvoiceOrder(orderId, operation.body);
          case 'cancel':
            return api.adminCancelLines(orderId, operation.body);
        }
      }),
      // An invoice or a cancellation changes invoices and the order's change requests too.
      // A bespoke request shows its order's status: the bespoke views follow an order change too.
      invalidatesTags: (_answer, _error, { orderId }) => [ORDERS, INVOICES, BESPOKE, order(orderId)],
    }),
    /** Approved customers for the filters and the appro form (needs the `customers` permission as well). */
    customerChoices: build.query<CustomerChoice[], void>({
      queryFn: fromApi(async (api) =>
        (await api.listCustomers({ status: 'approved', limit: 200 })).data.rows.map((row) => ({
          _id: row._id,
          company: row.company,
          acNo: row.acNo,
        })),
      ),
      providesTags: [{ type: 'AdminCustomer', id: 'LIST' }],
    }),
    adminBespoke: build.query<Paged<BespokeOrderView>, AdminPageQuery<BespokeStatus>>({
      queryFn: fromApi(async (api, query) => (await api.adminGetBespokeOrders(query)).data),
      providesTags: [BESPOKE],
    }),
    setBespokeStatus: build.mutation<
      ApiEnvelope<BespokeOrderView>,
      { id: string; body: AdminBespokeStatusBody }
    >({
      queryFn: fromApi((api, { id, body }) => api.adminSetBespokeStatus(id, body)),
      invalidatesTags: [BESPOKE],
    }),
    /** One request with its whole thread (messages, quote versions, the special order line). */
    adminBespokeOrder: build.query<BespokeOrderView, string>({
      queryFn: fromApi(async (api, id) => (await api.adminGetBespokeOrder(id)).data),
      providesTags: [BESPOKE],
    }),
    /** A new quote version; the form (price, metal, delivery date, note, image) goes as multipart. */
    quoteBespoke: build.mutation<ApiEnvelope<BespokeOrderView>, { id: string; form: FormData }>({
      queryFn: fromApi((api, { id, form }) => api.adminQuoteBespoke(id, form)),
      invalidatesTags: [BESPOKE],
    }),
    postBespokeStaffMessage: build.mutation<
      ApiEnvelope<BespokeOrderView>,
      { id: string; body: BespokeMessageBody }
    >({
      queryFn: fromApi((api, { id, body }) => api.adminPostBespokeMessage(id, body)),
      invalidatesTags: [BESPOKE],
    }),
    setBespokeLineStatus: build.mutation<
      ApiEnvelope<BespokeOrderView>,
      { id: string; body: AdminBespokeLineStatusBody }
    >({
      queryFn: fromApi((api, { id, body }) => api.adminSetBespokeLineStatus(id, body)),
      // The line shows on its order too (and cancelling it cancels the order's pieces).
      invalidatesTags: (answer) => [
        BESPOKE,
        ORDERS,
        ...(answer?.data.order ? [order(answer.data.order._id)] : []),
      ],
    }),
    adminAppros: build.query<Paged<ApproView>, AdminPageQuery<ApproListFilter>>({
      queryFn: fromApi(async (api, query) => (await api.adminGetAppros(query)).data),
      providesTags: [APPROS],
    }),
    createAppro: build.mutation<ApiEnvelope<ApproView>, AdminCreateApproBody>({
      queryFn: fromApi((api, body) => api.adminCreateAppro(body)),
      invalidatesTags: [APPROS],
    }),
    /** Returned and invoiced pieces of an appro, line by line. */
    recordApproReturns: build.mutation<ApiEnvelope<ApproView>, { id: string; body: AdminApproReturnsBody }>({
      queryFn: fromApi((api, { id, body }) => api.adminRecordApproReturns(id, body)),
      invalidatesTags: [APPROS, INVOICES],
    }),
    /** Sends the reminder mails owed today now (each appro's reminders still go once). */
    runApproReminders: build.mutation<ApiEnvelope<ApproRemindersRun>, void>({
      queryFn: fromApi((api) => api.adminRunApproReminders()),
      invalidatesTags: [APPROS],
    }),
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
  useAdminOrdersQuery,
  useAdminOrderQuery,
  useOrderOperationMutation,
  useCustomerChoicesQuery,
  useAdminBespokeQuery,
  useSetBespokeStatusMutation,
  useAdminApprosQuery,
  useCreateApproMutation,
  useRecordApproReturnsMutation,
  useRunApproRemindersMutation,
  useAdminBespokeOrderQuery,
  useQuoteBespokeMutation,
  usePostBespokeStaffMessageMutation,
  useSetBespokeLineStatusMutation,
  useAdminChangeRequestsQuery,
  useAnswerChangeRequestMutation,
  useAdminInvoicesQuery,
  useSetInvoiceStatusMutation,
} = adminOrdersApi;
