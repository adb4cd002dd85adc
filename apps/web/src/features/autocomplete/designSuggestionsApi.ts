import type { DesignSearchResult } from '@atelier/contracts/catalogue';
import { useEffect } from 'react';
import { dataApi, fromApi } from '../../api/baseApi';
import { AUTOCOMPLETE_DEBOUNCE_MS } from './autocompleteSagas';

/** Suggestions a field shows under it: a few, not the header's full first page. */
export const FIELD_SUGGESTIONS = 8;

/** The storefront's design autocomplete (POST /products/search/design) through the data layer. */
export const designSuggestionsApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    designSuggestions: build.query<DesignSearchResult[], string>({
      queryFn: fromApi(async (api, name, signal) => {
        const response = await api.searchDesignAutocomplete(
          { name, page: 1, limit: FIELD_SUGGESTIONS },
          signal,
        );
        return Array.isArray(response.data) ? response.data : [];
      }),
      keepUnusedDataFor: 30,
    }),
  }),
});

const { useLazyDesignSuggestionsQuery } = designSuggestionsApi;

/**
 * Design suggestions for text typed into a field, with the header autocomplete's timing: nothing is sent
 * until the typing pauses for its debounce, and a newer text (or leaving the field) aborts the request in
 * flight. `enabled` false sends nothing (a row that was pasted, not typed).
 */
export function useDesignSuggestions(text: string, enabled: boolean) {
  const [trigger, result] = useLazyDesignSuggestionsQuery();
  const name = text.trim();
  const active = enabled && name !== '';
  useEffect(() => {
    if (!active) return;
    let request: { abort: () => void } | null = null;
    const timer = setTimeout(() => {
      request = trigger(name, true);
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request?.abort();
    };
  }, [active, name, trigger]);
  const answered = active && result.originalArgs === name && !result.isFetching;
  return {
    results: answered ? (result.currentData ?? []) : [],
    status: !active
      ? ('idle' as const)
      : answered
        ? result.isError
          ? ('failed' as const)
          : ('loaded' as const)
        : ('waiting' as const),
  };
}
