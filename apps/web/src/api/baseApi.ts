import type { BaseQueryApi, BaseQueryFn, QueryReturnValue } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { Api } from './api';
import { ApiError, errorMessage } from './client';
import { DATA_API_PATH } from './dataTags';

/*
 * The web's one data layer for server state: RTK Query over the typed API client (api.ts and its
 * per-context parts, typed with the contracts' response types). Each request runs through the same
 * path as a saga's call (saga-utils' callApi): the context headers, one token refresh and a retry on an
 * expired token, the session cleared on any other 401. Areas add their endpoints with
 * `dataApi.injectEndpoints` in their own (lazy) files, so the back office's never reach the storefront.
 */

/** One call of the API client; the signal aborts it when no component wants the answer any more. */
export type ApiRequest<T> = (api: Api, signal: AbortSignal) => Promise<T>;

/** A failed call as the cache keeps it (plain data): the server's localised message and field errors. */
export interface ApiFailure {
  status: number | null;
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

/** How the store runs a call (the saga middleware's callApi); the thunk's extra argument. */
export interface DataLayerExtra {
  runRequest: <T>(request: (api: Api) => Promise<T>) => Promise<T>;
}

function isDataLayerExtra(extra: unknown): extra is DataLayerExtra {
  return typeof extra === 'object' && extra !== null && 'runRequest' in extra;
}

export function toFailure(error: unknown): ApiFailure {
  if (error instanceof ApiError)
    return { status: error.status, message: error.message, code: error.code, errors: error.errors };
  return { status: null, message: errorMessage(error) ?? 'Error' };
}

/** Whether a rejected `unwrap()` carries an ApiFailure. */
export function isApiFailure(error: unknown): error is ApiFailure {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}

/** Runs one API client call for RTK Query and turns an ApiError into its plain failure. */
export async function runRequest<T>(
  query: BaseQueryApi,
  request: ApiRequest<T>,
): Promise<QueryReturnValue<T, ApiFailure, object>> {
  if (!isDataLayerExtra(query.extra)) throw new Error('The store was created without the data layer');
  try {
    return { data: await query.extra.runRequest((api) => request(api, query.signal)) };
  } catch (error) {
    return { error: toFailure(error) };
  }
}

export const apiBaseQuery: BaseQueryFn<ApiRequest<unknown>, unknown, ApiFailure, object, object> = (
  request,
  query,
) => runRequest(query, request);

/**
 * A typed endpoint body: `queryFn: fromApi((api, arg, signal) => api.listOrders(arg, signal))`. The
 * answer's type is the API client's (the contract's), so a wrong one does not compile.
 */
export function fromApi<R, A>(request: (api: Api, arg: A, signal: AbortSignal) => Promise<R>) {
  return (arg: A, query: BaseQueryApi): Promise<QueryReturnValue<R, ApiFailure, object>> =>
    runRequest(query, (api, signal) => request(api, arg, signal));
}

export const dataApi = createApi({
  reducerPath: DATA_API_PATH,
  baseQuery: apiBaseQuery,
  /** Every kind of server data the web caches; mutations invalidate them. */
  tagTypes: [
    'SyncError',
    'SyncRun',
    'SyncSchedule',
    'OrderList',
    'AdminOffer',
    'CuratedList',
    'AdminUser',
    'AdminPermissions',
    'AdminOrder',
    'AdminCustomer',
    'CustomerUser',
    'CustomerGroup',
    'Appro',
    'Order',
    'ChangeRequest',
    'Invoice',
    'Bespoke',
    'AdminDesign',
    'AdminFilter',
    'AdminMenu',
    'AdminGroup',
    'DesignImages',
    'CatalogueGroup',
    'GroupDesigns',
    'Collection',
    'Reports',
    'ContentAnnouncement',
    'RunningLine',
    'ContentPage',
    'LookupName',
    'ContentMedia',
    'PricingSettings',
    'Discount',
    'MetalRate',
    'AccountDetails',
    'Design',
    'MappedCustomer',
  ],
  // A screen opened shows the server's state of now (staff edit the same records), as before; requests
  // made together while it loads are still one.
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

export type DataApi = typeof dataApi;
