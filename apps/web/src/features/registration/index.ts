/** The public face of this feature: what other features may import. */
export { selectCurrencyOptions } from './registrationSelectors';
export { currenciesRequested } from './registrationSlice';
