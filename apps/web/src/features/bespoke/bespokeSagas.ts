import { detectImageType } from '@atelier/contracts/orders';
import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLeading } from 'redux-saga/effects';
import type { BespokeOrderFields } from '../../api/orders';
import { dataApi } from '../../api/baseApi';
import { callApi, callFn, selectState, type AppSaga } from '../../app/saga-utils';
import { issueMessage } from '../../shared/forms/formMessages';
import { notifySuccess, reportFormFailure } from '../../shared/forms/formSagas';
import { selectLanguage } from '../../app/language/languageSelectors';
import { BESPOKE_FIELD_NAMES, bespokeFormData, readFileHead } from './bespokeForm';
import { BESPOKE_LIST } from './bespokeApi';
import {
  bespokeOrderCreated,
  bespokeOrderFailed,
  bespokeOrderSubmitted,
  type UploadMeta,
} from './bespokeSlice';

/** Sends the bespoke form as multipart/form-data with its image; server errors go under their fields. */
export function* createBespokeOrder(action: PayloadAction<BespokeOrderFields, string, UploadMeta>): AppSaga {
  const file = action.meta.upload;
  // The server checks the picture by its content, not its name: so does the page, before uploading it.
  const head = yield* callFn(readFileHead, file);
  if (detectImageType(head) === null) {
    const language = yield* selectState(selectLanguage);
    yield put(
      bespokeOrderFailed({ image: [issueMessage(language, 'image', { key: 'orders.upload.type' })] }),
    );
    return;
  }
  try {
    const form = yield* callFn(bespokeFormData, action.payload, file, file.name);
    const response = yield* callApi((api) => api.createBespokeOrder(form));
    yield put(bespokeOrderCreated(response.data));
    yield* notifySuccess(response.message);
    // Newest first: the new request is at the top of the first page, read again.
    yield put(dataApi.util.invalidateTags([BESPOKE_LIST]));
  } catch (error) {
    const errors = yield* reportFormFailure(error, BESPOKE_FIELD_NAMES);
    yield put(bespokeOrderFailed(errors));
  }
}

export function* bespokeSaga(): AppSaga {
  // takeLeading: a double click sends the request (and its upload) once.
  yield takeLeading(bespokeOrderSubmitted.match, createBespokeOrder);
}
