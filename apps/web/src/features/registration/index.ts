/** The public face of this feature: what other features may import. */
export { useCurrencyChoices } from './currenciesApi';
