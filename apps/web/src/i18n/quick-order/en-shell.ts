/**
 * The header's quick-order shortcut, on every storefront page: in the first load's English, where the
 * rest of `quickOrderEn` arrives with the pages that use it.
 */
export const quickOrderShellEn = {
  shortcut: 'Quick order',
};
