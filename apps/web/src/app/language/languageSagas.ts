import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { callFn, getServices, type AppSaga } from '../saga-utils';
import { loadLanguage } from '../../i18n/i18n';
import { getLanguage, languageFromPath, switchLanguagePath, type LanguageCode } from '../../i18n/languages';
import { writeLanguageCookies } from '../../shared/cookies';
import { languageChangeRequested, languageDetected } from './languageSlice';

function applyDocumentLanguage(code: LanguageCode): Promise<unknown> {
  document.documentElement.lang = getLanguage(code).htmlLang;
  return loadLanguage(code);
}

function currentPathname(): string {
  return window.location.pathname;
}

function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** At start-up, before the first render: the store takes the language of the URL. */
export function* detectInitialLanguage(): AppSaga {
  const pathname = yield* callFn(currentPathname);
  yield put(languageDetected(languageFromPath(pathname)));
}

export function* syncLanguage(action: PayloadAction<LanguageCode>): AppSaga {
  yield call(applyDocumentLanguage, action.payload);
}

/** Saves the choice in cookies (name in langStatus, code in i18n_redirected) and reloads at the prefixed URL. */
export function* changeLanguage(action: PayloadAction<LanguageCode>): AppSaga {
  const language = getLanguage(action.payload);
  yield call(writeLanguageCookies, language.name, language.code);
  const location = yield* callFn(currentLocation);
  const { reload } = yield* getServices();
  yield call(reload, switchLanguagePath(location, language.code));
}

export function* languageSaga(): AppSaga {
  yield all([
    // takeLatest: only the language of the newest URL matters; an older switch in flight is moot.
    takeLatest(languageDetected.match, syncLanguage),
    // takeLatest: a second pick before the reload starts wins over the first.
    takeLatest(languageChangeRequested.match, changeLanguage),
  ]);
}
