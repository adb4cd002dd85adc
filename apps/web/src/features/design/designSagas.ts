import type { PayloadAction } from '@reduxjs/toolkit';
import { takeLatest } from 'redux-saga/effects';
import { navigateWithOptions, type AppSaga } from '../../app/saga-utils';
import { designVariantChosen } from './designActions';

/** A variant picker changed: the URL follows (replaced, so Back still returns to the listing). */
export function* chooseVariant(action: PayloadAction<{ to: string }>): AppSaga {
  yield* navigateWithOptions(action.payload.to, { replace: true, preventScrollReset: true });
}

export function* designSaga(): AppSaga {
  // takeLatest: only the last picker change decides the URL.
  yield takeLatest(designVariantChosen.match, chooseVariant);
}
