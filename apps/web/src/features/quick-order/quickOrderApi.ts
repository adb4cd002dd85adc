import type { QuickOrderAdded, QuickOrderCheck, QuickOrderRowDto } from '@atelier/contracts/orders';
import { dataApi, fromApi } from '../../api/baseApi';

/** Quick order: one batched check, one add of all valid rows (the cart follows the add's answer). */
export const quickOrderApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    checkQuickOrder: build.mutation<QuickOrderCheck, QuickOrderRowDto[]>({
      queryFn: fromApi(async (api, rows) => (await api.checkQuickOrder(rows)).data),
    }),
    addQuickOrder: build.mutation<QuickOrderAdded, QuickOrderRowDto[]>({
      queryFn: fromApi(async (api, rows) => (await api.addQuickOrder(rows)).data),
    }),
  }),
});

export const { useCheckQuickOrderMutation, useAddQuickOrderMutation } = quickOrderApi;
