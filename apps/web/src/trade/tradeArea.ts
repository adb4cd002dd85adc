import type { FeatureArea } from '../app/areas';
import { dataApi } from '../api/baseApi';
import { bespokeSaga } from '../features/bespoke/bespokeSagas';
import { checkoutSaga } from '../features/checkout/checkoutSagas';
import { invoicesSaga } from '../features/invoices/invoicesSagas';
import { ordersSaga } from '../features/orders/ordersSagas';
import { forgetTradeDataSaga } from './forgetTradeData';

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
    ['forgetTradeData', forgetTradeDataSaga],
    ['invoices', invoicesSaga],
  ],
  dataApi,
};
