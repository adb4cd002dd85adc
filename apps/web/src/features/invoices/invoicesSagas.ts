import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeEvery } from 'redux-saga/effects';
import { errorMessage } from '../../api/client';
import { callApi, callFn, logError, type AppSaga } from '../../app/saga-utils';
import { notifyError } from '../../app/notifications/notificationsSlice';
import { invoicePdfRequested, invoicePdfSettled, type PdfRequest } from './invoicesSlice';
import { saveFile } from '../../shared/saveFile';

/** The invoice PDF needs the token: fetched with the auth headers as a file, then saved by the browser. */
export function* downloadPdf(action: PayloadAction<PdfRequest>): AppSaga {
  const { path, filename } = action.payload;
  try {
    const file = yield* callApi((api) => api.downloadFile(path));
    yield* callFn(saveFile, file.blob, file.filename ?? filename);
  } catch (error) {
    yield* logError('Invoice PDF could not be downloaded', error);
    yield put(notifyError(errorMessage(error)));
  } finally {
    yield put(invoicePdfSettled(path));
  }
}

export function* invoicesSaga(): AppSaga {
  // takeEvery: PDFs of different invoices download side by side (the button is disabled meanwhile).
  yield takeEvery(invoicePdfRequested.match, downloadPdf);
}
