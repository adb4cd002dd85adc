import { put, takeLatest } from 'redux-saga/effects';
import { callApi, logError, type AppSaga } from '../../app/saga-utils';
import { announcementsRequested, siteContentFailed, siteContentLoaded } from './announcementsSlice';

/** The header's and footer's content (announcement, running lines, QR popups, demo videos) in one call. */
export function* loadAnnouncement(): AppSaga {
  try {
    const response = yield* callApi((api) => api.getSiteContent());
    yield put(siteContentLoaded(response.data));
  } catch (error) {
    // Spec §8: a failed announcement load is only logged.
    yield* logError('Announcement could not be loaded', error);
    yield put(siteContentFailed());
  }
}

export function* announcementsSaga(): AppSaga {
  // takeLatest: repeated layout loads need only the newest answer.
  yield takeLatest(announcementsRequested.match, loadAnnouncement);
}
