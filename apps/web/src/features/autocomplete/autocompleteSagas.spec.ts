import type { Api } from '../../api/api';
import { ApiError } from '../../api/client';
import type { DesignSearchResult } from '@atelier/contracts/catalogue';
import { createAppStore, type AppStore } from '../../app/store';
import { autocompleteResult, logInBuyer } from '../../test/catalogue-fixtures';
import { createTestServices, type TestServices } from '../../test/test-utils';
import { AUTOCOMPLETE_DEBOUNCE_MS } from './autocompleteSagas';
import { autocompleteOpened, autocompleteTextChanged } from './autocompleteSlice';

type AutocompleteAnswer = Awaited<ReturnType<Api['searchDesignAutocomplete']>>;

const answer = (data: DesignSearchResult[]): AutocompleteAnswer => ({ status: true, data });

/** A request that settles only when the test says so, and rejects like fetch when its signal aborts. */
function pendingRequest() {
  let resolve: (value: AutocompleteAnswer) => void = () => undefined;
  const promise = new Promise<AutocompleteAnswer>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

let services: TestServices;
let store: AppStore;

beforeEach(() => {
  jest.useFakeTimers();
  services = createTestServices();
  store = createAppStore(services);
  logInBuyer(store);
});

afterEach(() => {
  jest.useRealTimers();
});

const type = (text: string) => store.dispatch(autocompleteTextChanged(text));

describe('design autocomplete saga (spec §5)', () => {
  it('waits 800 ms after the last keystroke, then posts page 1, limit 50 and the name', async () => {
    services.api.searchDesignAutocomplete.mockResolvedValue(answer([autocompleteResult()]));
    type('r');
    await jest.advanceTimersByTimeAsync(500);
    type('r10');
    await jest.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS - 1);
    expect(services.api.searchDesignAutocomplete).not.toHaveBeenCalled();
    expect(store.getState().autocomplete.status).toBe('waiting');

    await jest.advanceTimersByTimeAsync(1);
    expect(services.api.searchDesignAutocomplete).toHaveBeenCalledTimes(1);
    expect(services.api.searchDesignAutocomplete).toHaveBeenCalledWith(
      { name: 'r10', page: 1, limit: 50 },
      expect.any(AbortSignal),
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().autocomplete).toMatchObject({ status: 'loaded', query: 'r10' });
    expect(store.getState().autocomplete.results).toHaveLength(1);
  });

  it('sends nothing for empty or blank text and empties the list', async () => {
    services.api.searchDesignAutocomplete.mockResolvedValue(answer([autocompleteResult()]));
    type('r10');
    await jest.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(store.getState().autocomplete.results).toHaveLength(1);

    type('   ');
    await jest.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS * 3);
    type('');
    await jest.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS * 3);
    expect(services.api.searchDesignAutocomplete).toHaveBeenCalledTimes(1);
    expect(store.getState().autocomplete).toMatchObject({ status: 'idle', results: [], query: null });
  });

  it('aborts the HTTP request in flight when a new search starts, and shows only the newest answer', async () => {
    const first = pendingRequest();
    const second = pendingRequest();
    services.api.searchDesignAutocomplete
      .mockImplementationOnce(() => first.promise)
      .mockImplementationOnce(() => second.promise);

    type('twis');
    await jest.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    const firstSignal = services.api.searchDesignAutocomplete.mock.calls[0][1];
    expect(firstSignal?.aborted).toBe(false);

    type('twisted');
    expect(firstSignal?.aborted).toBe(true);
    // The aborted fetch rejects; that must not show an error or stale results.
    first.resolve(answer([autocompleteResult({ design: 'OLD1' })]));
    await jest.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(services.api.searchDesignAutocomplete).toHaveBeenCalledTimes(2);
    expect(services.api.searchDesignAutocomplete.mock.calls[1][0]).toEqual({
      name: 'twisted',
      page: 1,
      limit: 50,
    });

    second.resolve(answer([autocompleteResult({ design: 'R1002' })]));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().autocomplete.results.map((row) => row.design)).toEqual(['R1002']);
    expect(store.getState().autocomplete.query).toBe('twisted');
  });

  it('aborts an answered-late request when the text is cleared', async () => {
    const first = pendingRequest();
    services.api.searchDesignAutocomplete.mockImplementationOnce(() => first.promise);
    type('r10');
    await jest.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    type('');
    expect(services.api.searchDesignAutocomplete.mock.calls[0][1]?.aborted).toBe(true);
    first.resolve(answer([autocompleteResult()]));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().autocomplete.results).toEqual([]);
  });

  it('keeps an empty answer as "no results" and a failure as failed (only logged)', async () => {
    services.api.searchDesignAutocomplete.mockResolvedValueOnce(answer([]));
    type('zzz');
    await jest.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(store.getState().autocomplete).toMatchObject({ status: 'loaded', results: [] });

    services.api.searchDesignAutocomplete.mockRejectedValueOnce(new ApiError('Service unavailable', 503));
    type('zzzz');
    await jest.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(store.getState().autocomplete.status).toBe('failed');
    expect(services.log).toHaveBeenCalledWith('Design autocomplete failed', expect.any(ApiError));
  });

  it('asks a visitor to log in instead of calling the server', async () => {
    const visitorServices = createTestServices();
    const visitorStore = createAppStore(visitorServices);
    visitorStore.dispatch(autocompleteTextChanged('r10'));
    await jest.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(visitorServices.api.searchDesignAutocomplete).not.toHaveBeenCalled();
    expect(visitorStore.getState().autocomplete.status).toBe('login');
  });

  it('opens a chosen result in the current language and empties the box', async () => {
    type('r10');
    store.dispatch(autocompleteOpened({ path: '/page3?designId=x' }));
    await jest.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(services.navigate).toHaveBeenCalledWith('/page3?designId=x');
    expect(services.api.searchDesignAutocomplete).not.toHaveBeenCalled();
    expect(store.getState().autocomplete.text).toBe('');
  });
});
