import type { BespokeOrderView, BespokeStatus, CheckoutOptions, Paged } from '@atelier/contracts/orders';
import { dataApi, fromApi } from '../../api/baseApi';
import type { AcceptBespokeQuoteBody, BespokeMessageBody, PageQuery } from '../../api/orders';
import type { ApiEnvelope } from '../../api/types';

export const BESPOKE_LIST = { type: 'Bespoke', id: 'LIST' } as const;

/** The buyer's bespoke requests and their pictures (behind the auth headers), in the trade area's chunk. */
export const bespokeApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    bespokeOrders: build.query<Paged<BespokeOrderView>, PageQuery<BespokeStatus>>({
      queryFn: fromApi(async (api, query) => (await api.getBespokeOrders(query)).data),
      providesTags: [BESPOKE_LIST],
    }),
    /** One request with its whole history: messages, quote versions, the special order line. */
    bespokeOrder: build.query<BespokeOrderView, string>({
      queryFn: fromApi(async (api, id) => (await api.getBespokeOrder(id)).data),
      providesTags: (_order, _error, id) => [{ type: 'Bespoke', id }],
    }),
    postBespokeMessage: build.mutation<
      ApiEnvelope<BespokeOrderView>,
      { id: string; body: BespokeMessageBody }
    >({
      queryFn: fromApi((api, { id, body }) => api.postBespokeMessage(id, body)),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Bespoke', id }, BESPOKE_LIST],
    }),
    /** Accepted, the quote becomes an order: the buyer's orders are stale too. */
    answerBespokeQuote: build.mutation<
      ApiEnvelope<BespokeOrderView>,
      {
        id: string;
        quoteId: string;
        answer: 'accept' | 'decline';
        accept?: { body: AcceptBespokeQuoteBody; idempotencyKey: string };
      }
    >({
      queryFn: fromApi((api, { id, quoteId, answer, accept }) =>
        api.answerBespokeQuote(id, quoteId, answer, accept),
      ),
      invalidatesTags: (_result, _error, { id, answer }) => [
        { type: 'Bespoke', id },
        BESPOKE_LIST,
        ...(answer === 'accept' ? [{ type: 'Order' as const, id: 'LIST' }] : []),
      ],
    }),
    /** Where an accepted quote's order can go and how: the checkout's address tab choices. */
    acceptOptions: build.query<CheckoutOptions, void>({
      queryFn: fromApi(async (api) => (await api.getCheckoutOptions()).data),
    }),
    /** GET …/image needs the token: the bytes are fetched once and shown by object URL. */
    authedImage: build.query<string, string>({
      queryFn: fromApi(async (api, path, signal) => {
        const file = await api.downloadFile(path);
        signal.throwIfAborted();
        return URL.createObjectURL(file.blob);
      }),
      // A picture does not change under its path; the object URL lives as long as the page.
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
  }),
});

export const {
  useBespokeOrdersQuery,
  useAuthedImageQuery,
  useBespokeOrderQuery,
  usePostBespokeMessageMutation,
  useAnswerBespokeQuoteMutation,
  useAcceptOptionsQuery,
} = bespokeApi;
