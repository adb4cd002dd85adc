import { put, takeLatest } from 'redux-saga/effects';
import { callApi, logError, selectState, type AppSaga } from '../../app/saga-utils';
import { selectUserId } from '../auth/authSelectors';
import { countCart } from './cartCount';
import { cartCountFailed, cartCountLoaded, cartCountRequested } from './cartSlice';

export function* loadCartCount(): AppSaga {
  const userId = yield* selectState(selectUserId);
  if (!userId) {
    yield put(cartCountLoaded(0));
    return;
  }
  try {
    const response = yield* callApi((api) => api.getCartList(userId));
    yield put(cartCountLoaded(countCart(response.data?.data)));
  } catch (error) {
    // Spec §8: a failed cart load is only logged.
    yield* logError('Cart count could not be loaded', error);
    yield put(cartCountFailed());
  }
}

export function* cartSaga(): AppSaga {
  // takeLatest: the newest request reflects the cart after the latest change; older answers are stale.
  yield takeLatest(cartCountRequested.match, loadCartCount);
}
