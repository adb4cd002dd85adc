import type { ContentPageSlug, ContentPageView } from '@atelier/contracts/admin';
import { dataApi, fromApi } from '../../api/baseApi';

/** The footer pages as staff wrote them, in the page's language, in the footer pages' chunk. */
export const contentApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    contentPage: build.query<ContentPageView, ContentPageSlug>({
      queryFn: fromApi(async (api, slug) => (await api.getContentPage(slug)).data),
      // Staff editing the pages in the back office (same cache) see their change on the next visit.
      providesTags: ['ContentPage'],
    }),
  }),
});

export const { useContentPageQuery } = contentApi;
