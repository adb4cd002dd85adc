/** The public face of this feature: what other features may import. */
export { BACK_TO_RESULTS } from './searchQuery';
export { selectSearchScroll } from './searchSelectors';
export { optionRows } from './filterGroups';
