import type { DesignDetail } from '@atelier/contracts/catalogue';
import { dataApi, fromApi } from '../../api/baseApi';
import type { DesignQuery } from '../../api/types';

export interface DesignArg {
  designId: string;
  /** The price context the design is priced for. */
  priceContext: string;
  /** The variant the page opened with (the server answers with every variant). */
  query: DesignQuery;
}

/** The design page's design with its variants and prices, in the design page's chunk. */
export const designApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    design: build.query<DesignDetail, DesignArg>({
      queryFn: fromApi(
        async (api, { designId, query }, signal) => (await api.getDesign(designId, query, signal)).data,
      ),
      // Once per design and price context: a variant change is answered from the design's variants.
      serializeQueryArgs: ({ queryArgs }) => `${queryArgs.designId}#${queryArgs.priceContext}`,
      providesTags: (_detail, _error, { designId }) => [{ type: 'Design', id: designId }],
    }),
  }),
});

export const { useDesignQuery } = designApi;
