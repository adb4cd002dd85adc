import type { FilterOptions, SearchDesignsResult, SearchFacets } from '@atelier/contracts/catalogue';
import { dataApi, fromApi, type ApiFailure } from '../../api/baseApi';
import type { AppDispatch } from '../../app/store';
import type { PriceStatus } from '../../shared/types';
import { facetsKey, searchKey, toSearchRequest, type SearchQuery } from './searchQuery';

/** One listing as the page asks for it. */
export interface ListingArgs {
  query: SearchQuery;
  priceStatus: PriceStatus;
  /** The price context the answer is priced for (part of the cache key). */
  priceContext: string;
  /**
   * The facet counts already on screen for the same filters (another page of them): the server is then
   * asked without facets and the answer carries these. Not part of the cache key.
   */
  facets?: KeptFacets;
}

/** Facet counts and the filters (price context included) they were counted for. */
export interface KeptFacets {
  key: string;
  facets: SearchFacets;
}

/** A listing's answer, with the facets it shows (its own or those kept for its filters). */
export interface Listing extends SearchDesignsResult {
  keptFacets: KeptFacets | null;
}

/** The facets lent with the arguments, if they were counted for the same filters. */
function lentFacets(args: ListingArgs): KeptFacets | null {
  return args.facets && args.facets.key === facetsKey(args.query, args.priceContext) ? args.facets : null;
}

/** Which facets an answer shows: its own when it was asked for them, else the ones it was lent. */
export function withKeptFacets(args: ListingArgs, result: SearchDesignsResult): Listing {
  if (result.facets)
    return {
      ...result,
      keptFacets: { key: facetsKey(args.query, args.priceContext), facets: result.facets },
    };
  const kept = lentFacets(args);
  return { ...result, facets: kept?.facets, keptFacets: kept };
}

/** The facets a listing on screen can lend the next one: only to a listing with the same filters. */
export function facetsFor(shown: Listing | undefined, query: SearchQuery, priceContext: string) {
  const kept = shown?.keptFacets;
  return kept && kept.key === facetsKey(query, priceContext) ? kept : undefined;
}

/** What to tell the user: a refused field's own message (the top-level one is generic), else the message. */
export function searchErrorMessage(failure: ApiFailure): string | null {
  const first = Object.values(failure.errors ?? {}).find((messages) => messages.length > 0)?.[0];
  if (first) return first;
  // Without a status the request never reached the server: the page's generic words say it better.
  return failure.status === null ? null : failure.message;
}

/** The listing's server data, in its own (lazy) chunk. */
export const searchApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /products/filter-options: the filter panel's values, public and the same for everyone. */
    filterOptions: build.query<FilterOptions, void>({
      queryFn: fromApi(async (api) => (await api.getFilterOptions()).data),
      // They change with the catalogue's set-up, not between listings: kept while the session lasts.
      keepUnusedDataFor: 3600,
    }),
    /** POST /products/search-designs: one page of a listing, with facets unless the filters' are kept. */
    searchDesigns: build.query<Listing, ListingArgs>({
      queryFn: fromApi(async (api, args, signal) => {
        const request = toSearchRequest(args.query, args.priceStatus, lentFacets(args) === null);
        return withKeptFacets(args, (await api.searchDesigns(request, signal)).data);
      }),
      // One entry per listing and price context; the facets lent are not part of what is asked.
      serializeQueryArgs: ({ queryArgs }) => searchKey(queryArgs.query, queryArgs.priceContext),
    }),
  }),
});

let held: { unsubscribe: () => void } | null = null;

/**
 * Keeps the listing a design was opened from in the cache while the design is open (the cache forgets
 * an unused entry after a minute), so Back shows it as it was without asking again. One at a time: the
 * next design opened from a listing releases the previous one; a logout or price choice empties it.
 */
export function keepListingWhileAway(dispatch: AppDispatch, args: ListingArgs): void {
  const previous = held;
  held = dispatch(searchApi.endpoints.searchDesigns.initiate(args, { forceRefetch: false }));
  previous?.unsubscribe();
}

/** The filter panel's values: one load per session serves every listing (as the saga did). */
export function useFilterOptions(): FilterOptions | null {
  return searchApi.useFilterOptionsQuery(undefined, { refetchOnMountOrArgChange: false }).data ?? null;
}
