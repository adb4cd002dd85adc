import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import { ApiError } from '../../api/client';
import type { ApiEnvelope } from '../../api/types';
import type { SessionTokens } from '../../api/accounts';
import { callApi, type AppSaga } from '../saga-utils';
import { rootReducer, type RootState } from '../store';
import {
  readRefreshToken,
  readToken,
  STORAGE_KEYS,
  writeRefreshToken,
  writeToken,
} from '../../shared/storage';
import { createTestServices, stateAfter, type TestServices } from '../../test/test-utils';
import { authSaga } from '../auth/authSagas';
import { loginSucceeded, sessionCleared, sessionEnded } from '../auth/authSlice';
import { routeChanged } from '../layout/layoutSlice';
import { exchangeRefreshToken, REFRESH_LOCK } from './refreshExchange';
import { followOtherTabs, tokensSaga } from './tokensSagas';

const user = {
  _id: 'u-1',
  email: 'agnes@berg.example',
  first_name: 'Agnes',
  last_name: 'Berg',
  role: 'client-super-admin',
};

function expired(): ApiError {
  return new ApiError('Your session has expired. Please log in again.', 401, { code: 'TOKEN_EXPIRED' });
}

function tokens(token: string, refreshToken: string): ApiEnvelope<SessionTokens> {
  return { status: true, data: { role: 'client-super-admin', token, refreshToken } };
}

/** A store-like environment running the real reducers and the tokens saga, recording every action. */
function environment(
  services: TestServices,
  start: RootState = stateAfter(loginSucceeded({ token: 'old', user })),
) {
  const channel = stdChannel();
  const dispatched: UnknownAction[] = [];
  let state = start;
  const env = {
    channel,
    context: { services },
    // Rejections reach the test through the sagas' promises; the default handler would only log them.
    onError: () => undefined,
    dispatch: (action: UnknownAction) => {
      dispatched.push(action);
      state = rootReducer(state, action);
      channel.put(action);
    },
    getState: () => state,
  };
  const watchers = [runSaga(env, tokensSaga), runSaga(env, authSaga)];
  return {
    dispatched,
    state: () => state,
    run: <T>(saga: () => AppSaga<T>) => runSaga(env, saga).toPromise<T>(),
    stop: () => watchers.forEach((task) => task.cancel()),
  };
}

/** An API call that fails while the stored access token is the expired one. */
function protectedCall(services: TestServices, answer: string) {
  services.api.getMenu.mockImplementation(() =>
    readToken() === 'old' ? Promise.reject(expired()) : Promise.resolve({ status: true, data: [] }),
  );
  return function* call(): AppSaga<string> {
    yield* callApi((api) => api.getMenu());
    return answer;
  };
}

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
  writeToken('old');
  writeRefreshToken('refresh-1');
});

describe('token refresh (API.md "Sessions and tokens")', () => {
  it('refreshes once for parallel calls that meet TOKEN_EXPIRED, rotates both tokens and retries each call', async () => {
    let release: () => void = () => undefined;
    services.api.refreshSession.mockImplementation(
      () =>
        new Promise((resolve) => {
          release = () => resolve(tokens('new', 'refresh-2'));
        }),
    );
    const env = environment(services);
    const first = env.run(protectedCall(services, 'first'));
    const second = env.run(protectedCall(services, 'second'));
    const third = env.run(protectedCall(services, 'third'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();

    await expect(Promise.all([first, second, third])).resolves.toEqual(['first', 'second', 'third']);
    expect(services.api.refreshSession).toHaveBeenCalledTimes(1);
    expect(services.api.refreshSession).toHaveBeenCalledWith('refresh-1');
    expect(readToken()).toBe('new');
    expect(readRefreshToken()).toBe('refresh-2');
    expect(env.state().auth.token).toBe('new');
    expect(env.state().tokens.refreshing).toBe(false);
    // Each call: once with the expired token, once retried.
    expect(services.api.getMenu).toHaveBeenCalledTimes(6);
    env.stop();
  });

  it('does not refresh again for a call that failed with a token already replaced', async () => {
    services.api.getMenu.mockRejectedValueOnce(expired()).mockResolvedValue({ status: true, data: [] });
    const env = environment(services);
    // Another flight (or tab) replaced the token while this call was under way.
    const call = env.run(function* late(): AppSaga<string> {
      yield* callApi((api) => {
        writeToken('renewed-elsewhere');
        return api.getMenu();
      });
      return 'done';
    });
    await expect(call).resolves.toBe('done');
    expect(services.api.refreshSession).not.toHaveBeenCalled();
    env.stop();
  });

  it('ends the session when refresh-token answers 401 (reused or invalid), without a logout call', async () => {
    services.api.refreshSession.mockRejectedValue(
      new ApiError('Your session has ended. Please log in again.', 401, {
        code: 'IDENTITY_REFRESH_TOKEN_REUSED',
      }),
    );
    const env = environment(services);
    const call = env.run(protectedCall(services, 'never'));
    await expect(call).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(env.dispatched).toContainEqual(sessionEnded({ destination: 'home' }));
    // Spec §4 logout: the session is gone here too, and the user is back home.
    expect(env.state().auth.token).toBeNull();
    expect(readToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
    expect(services.navigate).toHaveBeenCalledWith('/');
    // The family ended on the server already: no logout call.
    expect(services.api.logout).not.toHaveBeenCalled();
    env.stop();
  });

  it('sends an admin whose refresh is refused to /admin-login', async () => {
    services.api.refreshSession.mockRejectedValue(
      new ApiError('ended', 401, { code: 'IDENTITY_REFRESH_TOKEN_INVALID' }),
    );
    const start = stateAfter(
      loginSucceeded({ token: 'old', user: { ...user, role: 'super-admin' } }),
      routeChanged('/Admin/pending-users'),
    );
    const env = environment(services, start);
    await expect(env.run(protectedCall(services, 'never'))).rejects.toBeInstanceOf(ApiError);
    expect(env.dispatched).toContainEqual(sessionEnded({ destination: 'admin-login' }));
    expect(services.navigate).toHaveBeenCalledWith('/admin-login');
    env.stop();
  });

  it('keeps the session when the refresh cannot be asked (network failure)', async () => {
    services.api.refreshSession.mockRejectedValue(new ApiError('Network error', null));
    const env = environment(services);
    await expect(env.run(protectedCall(services, 'never'))).rejects.toBeInstanceOf(ApiError);
    expect(env.dispatched.map((action) => action.type)).not.toContain(sessionEnded.type);
    expect(env.state().auth.token).toBe('old');
    expect(readRefreshToken()).toBe('refresh-1');
    env.stop();
  });
});

describe('refresh across tabs', () => {
  it('takes the shared Web Lock around the exchange', async () => {
    const names: string[] = [];
    const locks = {
      request: (name: string, callback: () => Promise<unknown>) => {
        names.push(name);
        return callback();
      },
    } as unknown as LockManager;
    services.api.refreshSession.mockResolvedValue(tokens('new', 'refresh-2'));
    await expect(exchangeRefreshToken(services.api, 'old', locks)).resolves.toEqual({
      kind: 'renewed',
      token: 'new',
    });
    expect(names).toEqual([REFRESH_LOCK]);
  });

  it('adopts the tokens another tab stored while this one waited for the lock', async () => {
    writeToken('from-other-tab');
    writeRefreshToken('refresh-2');
    await expect(exchangeRefreshToken(services.api, 'old', undefined)).resolves.toEqual({
      kind: 'renewed',
      token: 'from-other-tab',
    });
    expect(services.api.refreshSession).not.toHaveBeenCalled();
  });

  it('treats a session another tab ended as ended', async () => {
    writeToken(null);
    await expect(exchangeRefreshToken(services.api, 'old', undefined)).resolves.toEqual({ kind: 'ended' });
  });

  it('follows another tab: a new access token is adopted, a removed one ends this session', async () => {
    const start = stateAfter(loginSucceeded({ token: 'old', user }));
    const renewed: UnknownAction[] = [];
    await runSaga(
      { dispatch: (action: UnknownAction) => renewed.push(action), getState: () => start },
      followOtherTabs,
      { token: 'new' },
    ).toPromise();
    expect(rootReducer(start, renewed[0]).auth.token).toBe('new');

    const ended: UnknownAction[] = [];
    await runSaga(
      { dispatch: (action: UnknownAction) => ended.push(action), getState: () => start },
      followOtherTabs,
      { token: null },
    ).toPromise();
    expect(ended).toEqual([sessionCleared({ intentional: false })]);
  });

  it('listens to the storage event of the access token', async () => {
    const env = environment(services);
    window.localStorage.setItem(STORAGE_KEYS.token, 'from-other-tab');
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.token, newValue: 'from-other-tab' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(env.state().auth.token).toBe('from-other-tab');
    env.stop();
  });
});
