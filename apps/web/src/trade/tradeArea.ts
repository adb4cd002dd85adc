import type { FeatureArea } from '../app/areas';
import { dataLayerArea } from '../app/dataLayerArea';
import { bespokeSaga } from '../features/bespoke/bespokeSagas';
import { checkoutSaga } from '../features/checkout/checkoutSagas';
import { invoicesSaga } from '../features/invoices/invoicesSagas';
import { ordersSaga } from '../features/orders/ordersSagas';

/**
 * The buyer's trade pages (cart and checkout, orders, bespoke orders, appros, invoices) as one lazily
 * loaded area: a visitor browsing the catalogue never downloads them. Importing this module injects
 * their slices (each slice injects itself); the sagas start on the store.
 */
export const tradeArea: FeatureArea = {
  name: 'trade',
  sagas: [
    ['checkout', checkoutSaga],
    ['orders', ordersSaga],
    ['bespoke', bespokeSaga],
    ['invoices', invoicesSaga],
  ],
  needs: [dataLayerArea],
};
