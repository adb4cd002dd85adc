import { render, type RenderResult } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { runSaga } from 'redux-saga';
import type { Api } from '../api/api';
import type { MappedCustomer } from '../api/types';
import type { AppSaga } from '../app/saga-utils';
import type { AppServices, NavigateOptions } from '../app/services';
import { backOfficeArea } from '../back-office/backOfficeArea';
import { tradeArea } from '../trade/tradeArea';
import type { TradeState } from '../trade/tradeState';
import { createAppStore, rootReducer, type AppStore, type RootState } from '../app/store';
import { createAccountsStubs } from './accounts-stubs';
import { createDesignsStubs } from './designs-stubs';
import { createReportsStubs } from './reports-stubs';
import { createMenusAdminStubs } from './menus-stubs';
import { createCatalogueAdminStubs } from './catalogue-admin-stubs';
import { createOffersStubs } from './offers-stubs';
import { createContentStubs } from './content-stubs';
import { createPricesStubs } from './prices-stubs';
import { createSyncStubs } from './sync-stubs';
import { createOrdersStubs } from './orders-stubs';

export type ApiMocks = { [K in keyof Api]: jest.Mock<ReturnType<Api[K]>, Parameters<Api[K]>> };

const notStubbed = () => Promise.reject(new Error('API call not stubbed in this test'));

/** Every API function as a jest mock that rejects until a test says otherwise. */
export function createStubApi(): ApiMocks {
  return {
    ...createAccountsStubs(),
    ...createOrdersStubs(),
    ...createDesignsStubs(),
    ...createMenusAdminStubs(),
    ...createCatalogueAdminStubs(),
    ...createReportsStubs(),
    ...createOffersStubs(),
    ...createContentStubs(),
    ...createPricesStubs(),
    ...createSyncStubs(),
    login: jest.fn<ReturnType<Api['login']>, Parameters<Api['login']>>(notStubbed),
    logout: jest.fn<ReturnType<Api['logout']>, Parameters<Api['logout']>>(notStubbed),
    getUserInfo: jest.fn<ReturnType<Api['getUserInfo']>, Parameters<Api['getUserInfo']>>(notStubbed),
    getMappedCustomers: jest.fn<ReturnType<Api['getMappedCustomers']>, Parameters<Api['getMappedCustomers']>>(
      notStubbed,
    ),
    listAdminPermissions: jest.fn<
      ReturnType<Api['listAdminPermissions']>,
      Parameters<Api['listAdminPermissions']>
    >(notStubbed),
    getAnnouncement: jest.fn<ReturnType<Api['getAnnouncement']>, Parameters<Api['getAnnouncement']>>(
      notStubbed,
    ),
    subscribeNewsletter: jest.fn<
      ReturnType<Api['subscribeNewsletter']>,
      Parameters<Api['subscribeNewsletter']>
    >(notStubbed),
    // Page views are fire and forget: answered, so no test sees a logged failure.
    recordPageView: jest.fn<ReturnType<Api['recordPageView']>, Parameters<Api['recordPageView']>>(() =>
      Promise.resolve(null),
    ),
    getMenu: jest.fn<ReturnType<Api['getMenu']>, Parameters<Api['getMenu']>>(notStubbed),
    getCartList: jest.fn<ReturnType<Api['getCartList']>, Parameters<Api['getCartList']>>(notStubbed),
    searchDesignAutocomplete: jest.fn<
      ReturnType<Api['searchDesignAutocomplete']>,
      Parameters<Api['searchDesignAutocomplete']>
    >(notStubbed),
    searchDesigns: jest.fn<ReturnType<Api['searchDesigns']>, Parameters<Api['searchDesigns']>>(notStubbed),
    getFilterOptions: jest.fn<ReturnType<Api['getFilterOptions']>, Parameters<Api['getFilterOptions']>>(
      notStubbed,
    ),
    getHomeStones: jest.fn<ReturnType<Api['getHomeStones']>, Parameters<Api['getHomeStones']>>(notStubbed),
    getDesign: jest.fn<ReturnType<Api['getDesign']>, Parameters<Api['getDesign']>>(notStubbed),
  };
}

export interface TestServices extends AppServices {
  api: ApiMocks;
  navigate: jest.Mock<void, [string, NavigateOptions?]>;
  reload: jest.Mock<void, [string]>;
  scrollTo: jest.Mock<void, [number]>;
  log: jest.Mock<void, [string, unknown?]>;
}

export function createTestServices(api: ApiMocks = createStubApi()): TestServices {
  return {
    api,
    navigate: jest.fn<void, [string, NavigateOptions?]>(),
    reload: jest.fn<void, [string]>(),
    scrollTo: jest.fn<void, [number]>(),
    log: jest.fn<void, [string, unknown?]>(),
  };
}

/** The state with every area's slices present: tests import every area, so each slice is injected. */
export type TestState = RootState & TradeState;

function withEveryArea(state: RootState): TestState {
  const { checkout, bespoke, invoices } = state;
  if (!checkout || !bespoke || !invoices) throw new Error('trade slices not injected');
  return { ...state, checkout, bespoke, invoices };
}

export function initialState(): TestState {
  return withEveryArea(rootReducer(undefined, { type: '@@test/init' }));
}

export function stateAfter(...actions: UnknownAction[]): TestState {
  return withEveryArea(
    actions.reduce<RootState>((state, action) => rootReducer(state, action), initialState()),
  );
}

export interface SagaRun {
  dispatched: UnknownAction[];
  state: TestState;
}

/** Runs one saga to completion against a real reducer, recording every action it puts. */
export async function recordSaga<A extends unknown[]>(
  saga: (...args: A) => AppSaga,
  services: AppServices,
  startState: RootState,
  ...args: A
): Promise<SagaRun> {
  const dispatched: UnknownAction[] = [];
  let state = startState;
  await runSaga(
    {
      context: { services },
      dispatch: (action: UnknownAction) => {
        dispatched.push(action);
        state = rootReducer(state, action);
      },
      getState: () => state,
    },
    saga,
    ...args,
  ).toPromise();
  return { dispatched, state: withEveryArea(state) };
}

export function typesOf(actions: UnknownAction[]): string[] {
  return actions.map((action) => action.type);
}

/** A store with the trade and back-office areas started, as their routes do in the app. */
export function createFullStore(services: TestServices): AppStore {
  const store = createAppStore(services);
  store.startArea(tradeArea);
  store.startArea(backOfficeArea);
  return store;
}

/** Renders a screen in a store with every area started (a screen ignores the areas it does not use). */
export function renderWithStore(
  ui: ReactElement,
  options: { route?: string; services?: TestServices; store?: AppStore } = {},
): RenderResult & { store: AppStore; services: TestServices } {
  const services = options.services ?? createTestServices();
  const store = options.store ?? createFullStore(services);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { ...result, store, services };
}

export function customer(overrides: Partial<MappedCustomer> = {}): MappedCustomer {
  return {
    _id: 'c1',
    acNo: 'AC001',
    company: 'Goldsmiths of Bath',
    name: 'Main shop',
    address_field1: '12 Milsom Street',
    address_field2: '',
    postcode: 'BA1 1BZ',
    city: 'Bath',
    country: 'United Kingdom',
    markup: 2.5,
    is_vat_applicable: true,
    is_primary_address: true,
    ...overrides,
  };
}
