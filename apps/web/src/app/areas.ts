import type { SagaMiddleware } from 'redux-saga';
import { call, spawn } from 'redux-saga/effects';
import type { DataApi } from '../api/baseApi';
import { logError, type AppSaga } from './saga-utils';

/** A part of the app loaded on demand (the back office): its sagas start when its bundle arrives. */
export interface FeatureArea {
  name: string;
  sagas: ReadonlyArray<readonly [string, () => AppSaga]>;
  /** The data layer, when the area is the data layer (app/dataLayerArea): its reducer and middleware join the store. */
  dataApi?: DataApi;
  /** Areas started before this one (the data layer, for an area whose screens cache server data). */
  needs?: readonly FeatureArea[];
}

/** How the router loads an area's code and starts it on the store (once), before its pages render. */
export interface AreaLoaders {
  loadBackOffice: () => Promise<void>;
  loadTrade: () => Promise<void>;
}

/** Keeps one feature's watchers alive: an unexpected error is logged and the watcher restarts. */
export function* keepAlive(name: string, saga: () => AppSaga): AppSaga {
  for (;;) {
    try {
      yield call(saga);
      return;
    } catch (error) {
      yield* logError(`Saga "${name}" crashed and was restarted`, error);
    }
  }
}

function* runArea(area: FeatureArea): AppSaga {
  for (const [name, saga] of area.sagas) yield spawn(keepAlive, name, saga);
}

/** Starts an area's sagas on a store's middleware, once however often its routes load it. */
export function startArea(middleware: SagaMiddleware, started: Set<string>, area: FeatureArea): void {
  if (started.has(area.name)) return;
  started.add(area.name);
  middleware.run(runArea, area);
}
