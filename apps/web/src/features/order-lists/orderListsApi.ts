import type {
  OrderListDetail,
  OrderListImported,
  OrderListSummary,
  Paged,
  QuickOrderAdded,
} from '@atelier/contracts/orders';
import { dataApi, fromApi } from '../../api/baseApi';
import { saveFile } from '../../shared/saveFile';

/** Order lists (requisition lists) of the selected customer. */
export const orderListsApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    orderLists: build.query<Paged<OrderListSummary>, { page: number; limit: number }>({
      queryFn: fromApi(async (api, query) => (await api.getOrderLists(query)).data),
      providesTags: [{ type: 'OrderList', id: 'LIST' }],
    }),
    orderList: build.query<OrderListDetail, string>({
      queryFn: fromApi(async (api, listId) => (await api.getOrderListDetail(listId)).data),
      providesTags: (_list, _error, listId) => [{ type: 'OrderList', id: listId }],
    }),
    createOrderList: build.mutation<OrderListDetail, string>({
      queryFn: fromApi(async (api, name) => (await api.createOrderList(name)).data),
      invalidatesTags: [{ type: 'OrderList', id: 'LIST' }],
    }),
    deleteOrderList: build.mutation<OrderListSummary, string>({
      queryFn: fromApi(async (api, listId) => (await api.deleteOrderList(listId)).data),
      invalidatesTags: [{ type: 'OrderList', id: 'LIST' }],
    }),
    addOrderListItems: build.mutation<
      OrderListDetail,
      { listId: string; items: Array<{ variantId: string; quantity: number }> }
    >({
      queryFn: fromApi(async (api, { listId, items }) => (await api.addOrderListItems(listId, items)).data),
      invalidatesTags: (_r, _e, { listId }) => [
        { type: 'OrderList', id: listId },
        { type: 'OrderList', id: 'LIST' },
      ],
    }),
    updateOrderListLine: build.mutation<
      OrderListDetail,
      { listId: string; lineId: string; quantity: number }
    >({
      queryFn: fromApi(
        async (api, { listId, lineId, quantity }) =>
          (await api.updateOrderListLine(listId, lineId, quantity)).data,
      ),
      invalidatesTags: (_r, _e, { listId }) => [{ type: 'OrderList', id: listId }],
    }),
    removeOrderListLine: build.mutation<OrderListDetail, { listId: string; lineId: string }>({
      queryFn: fromApi(
        async (api, { listId, lineId }) => (await api.removeOrderListLine(listId, lineId)).data,
      ),
      invalidatesTags: (_r, _e, { listId }) => [
        { type: 'OrderList', id: listId },
        { type: 'OrderList', id: 'LIST' },
      ],
    }),
    orderListToCart: build.mutation<QuickOrderAdded, { listId: string; lineIds?: string[] }>({
      queryFn: fromApi(async (api, { listId, lineIds }) => (await api.orderListToCart(listId, lineIds)).data),
    }),
    importOrderList: build.mutation<OrderListImported, { listId: string; csv: string }>({
      queryFn: fromApi(async (api, { listId, csv }) => (await api.importOrderList(listId, csv)).data),
      invalidatesTags: (_r, _e, { listId }) => [
        { type: 'OrderList', id: listId },
        { type: 'OrderList', id: 'LIST' },
      ],
    }),
    exportOrderList: build.mutation<null, { listId: string; name: string }>({
      queryFn: fromApi(async (api, { listId, name }) => {
        const file = await api.downloadFile(`/order-lists/${encodeURIComponent(listId)}/export`);
        saveFile(file.blob, file.filename ?? `${name}.csv`);
        return null;
      }),
    }),
  }),
});

export const {
  useOrderListsQuery,
  useOrderListQuery,
  useCreateOrderListMutation,
  useDeleteOrderListMutation,
  useAddOrderListItemsMutation,
  useUpdateOrderListLineMutation,
  useRemoveOrderListLineMutation,
  useOrderListToCartMutation,
  useImportOrderListMutation,
  useExportOrderListMutation,
} = orderListsApi;
