import type { FeatureArea } from '../app/areas';
import { adminMenuSaga } from '../features/admin-menu/adminMenuSagas';
import { dataLayerArea } from '../app/dataLayerArea';

/**
 * The back office as one lazily loaded area: importing this module brings its screens' data layer
 * (RTK Query's reducer and middleware) and its sagas start on the store. The storefront's bundle never imports it.
 */
export const backOfficeArea: FeatureArea = {
  name: 'backOffice',
  needs: [dataLayerArea],
  sagas: [['adminMenu', adminMenuSaga]],
};
