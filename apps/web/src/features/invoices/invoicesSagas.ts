import type { InvoiceStatus } from '@atelier/contracts/orders';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { errorMessage } from '../../api/client';
import type { PageQuery } from '../../api/orders';
import { callApi, callFn, logError, type AppSaga } from '../../app/saga-utils';
import { notifyError } from '../../app/notifications/notificationsSlice';
import { isNotFound, loadFailure } from '../../shared/orders/loadFailure';
import {
  invoiceFailed,
  invoiceLoaded,
  invoicePdfRequested,
  invoicePdfSettled,
  invoiceRequested,
  invoicesFailed,
  invoicesLoaded,
  invoicesRequested,
  type PdfRequest,
} from './invoicesSlice';
import { saveFile } from '../../shared/saveFile';

export function* loadInvoices(action: PayloadAction<PageQuery<InvoiceStatus>>): AppSaga {
  const key = JSON.stringify(action.payload);
  try {
    const response = yield* callApi((api) => api.getInvoices(action.payload));
    yield put(invoicesLoaded({ key, data: response.data }));
  } catch (error) {
    yield* logError('Invoices could not be loaded', error);
    yield put(invoicesFailed({ key, ...loadFailure(error) }));
  }
}

export function* loadInvoice(action: PayloadAction<string>): AppSaga {
  const id = action.payload;
  try {
    const response = yield* callApi((api) => api.getInvoice(id));
    yield put(invoiceLoaded(response.data));
  } catch (error) {
    yield* logError('Invoice could not be loaded', error);
    yield put(invoiceFailed({ id, notFound: isNotFound(error), ...loadFailure(error) }));
  }
}

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
  yield all([
    // takeLatest: a newer page or filter replaces the list being loaded.
    takeLatest(invoicesRequested.match, loadInvoices),
    // takeLatest: opening another invoice cancels the load of the previous one.
    takeLatest(invoiceRequested.match, loadInvoice),
    // takeEvery: PDFs of different invoices download side by side (the button is disabled meanwhile).
    takeEvery(invoicePdfRequested.match, downloadPdf),
  ]);
}
