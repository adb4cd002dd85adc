import { pricesEn } from '../prices/en';
import { quickOrderEn } from '../quick-order/en';
import { offersEn } from '../offers/en';
import { accountsEn } from '../accounts/en';
import { ordersEn } from '../orders/en';
import { designsEn } from '../designs/en';
import { contentEn } from '../content/en';

/**
 * The English texts of the storefront's areas and of the screens both areas share: they load with the
 * first page that needs them (`loadAreaTexts`), so a stranger's first load at `/` carries only the shell's.
 */
export const enAreas = {
  // Issue 4 (accounts): registration, password pages, My Account, back-office users and customers.
  accounts: accountsEn,
  // Issue 5 (orders): cart, checkout, orders, bespoke orders, appros, invoices, back-office orders.
  orders: ordersEn,
  // Issue 15: quick order.
  quickOrder: quickOrderEn,
  // Issue 11 (designs): back-office design and variant screens, the retired-design page.
  designs: designsEn,
  // Issue 12: offers and hand-ordered lists.
  ...offersEn,
  // Issue 12 (content): footer pages, QR popups, demo videos and their back-office screens.
  content: contentEn,
  // Issue 12 (prices): set-global-markup, set-discount and the storefront's was/now.
  prices: pricesEn,
};
