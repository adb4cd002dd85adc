import type { RootState } from '../../app/store';

export const selectAutocompleteText = (state: RootState) => state.autocomplete.text;
export const selectAutocompleteStatus = (state: RootState) => state.autocomplete.status;
export const selectAutocompleteResults = (state: RootState) => state.autocomplete.results;
export const selectAutocompleteQuery = (state: RootState) => state.autocomplete.query;
