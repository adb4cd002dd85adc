import { createAction } from '@reduxjs/toolkit';
import type { DataApi } from './baseApi';

/** Where the data layer (RTK Query) keeps its cache in the store. */
export const DATA_API_PATH = 'api';

/**
 * The data layer's own invalidation action (what `dataApi.util.invalidateTags` creates), for storefront
 * sagas: they mark cached server data stale without importing RTK Query, which arrives only with the
 * areas that cache (a stranger's first load skips it). With no data layer installed, nothing is cached.
 */
export const invalidateDataTags = createAction<Parameters<DataApi['util']['invalidateTags']>[0]>(
  `${DATA_API_PATH}/invalidateTags`,
);
