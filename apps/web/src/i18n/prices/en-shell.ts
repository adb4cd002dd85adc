/**
 * A design card's was/now labels, on every storefront page: in the first load's English, where the rest
 * of `pricesEn` arrives with the pages that use it.
 */
export const pricesStorefrontEn = {
  was: 'Was',
  now: 'Now',
};
