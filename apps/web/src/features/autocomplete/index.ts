/** What other features use of the design autocomplete: its data-layer hook and its suggestion row. */
export { DesignSuggestion } from './DesignSuggestion';
export { useDesignSuggestions } from './designSuggestionsApi';
