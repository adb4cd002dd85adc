import { Role } from '@atelier/contracts/common';
import type { AdminUserView } from '@atelier/contracts/identity';
import { waitFor } from '@testing-library/react';
import { backOfficeArea } from '../back-office/backOfficeArea';
import { createAppStore } from '../app/store';
import { writeRefreshToken, writeToken } from '../shared/storage';
import { createTestServices } from '../test/test-utils';
import { dataApi, fromApi, isApiFailure } from './baseApi';
import { ApiError } from './client';
import { invalidateDataTags } from './dataTags';
import type { ApiMessage } from './types';

const admin = (id: string, firstName: string): AdminUserView => ({
  _id: id,
  firstName,
  lastName: 'Smith',
  email: `${id}@demo.test`,
  role: Role.Admin,
  status: 'active',
  permissions: [],
  createdAt: '2026-01-05T10:00:00.000Z',
});

// A small slice of endpoints, as an area injects its own.
const testApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    testAdmins: build.query<AdminUserView[], void>({
      queryFn: fromApi(async (api) => (await api.listAdminUsers()).data),
      providesTags: [{ type: 'AdminUser', id: 'LIST' }],
    }),
    testDelete: build.mutation<ApiMessage, string>({
      queryFn: fromApi((api, id) => api.deleteAdminUser(id)),
      invalidatesTags: [{ type: 'AdminUser', id: 'LIST' }],
    }),
  }),
});

function setup() {
  const services = createTestServices();
  const store = createAppStore(services);
  store.startArea(backOfficeArea);
  return { services, store };
}

describe('the data layer', () => {
  it('answers from the API client and shares one request between callers', async () => {
    const { services, store } = setup();
    services.api.listAdminUsers.mockResolvedValue({ status: true, data: [admin('a1', 'Ann')] });
    const first = store.dispatch(testApi.endpoints.testAdmins.initiate());
    const second = store.dispatch(testApi.endpoints.testAdmins.initiate());
    const answers = await Promise.all([first, second]);
    expect(answers.map((answer) => answer.data?.map((row) => row.firstName))).toEqual([['Ann'], ['Ann']]);
    expect(services.api.listAdminUsers).toHaveBeenCalledTimes(1);
    first.unsubscribe();
    second.unsubscribe();
  });

  it('keeps a refused call as a plain failure with the field errors', async () => {
    const { services, store } = setup();
    services.api.listAdminUsers.mockRejectedValue(
      new ApiError('Email is taken.', 409, { code: 'EMAIL_TAKEN', errors: { email: ['Email is taken.'] } }),
    );
    const answer = await store.dispatch(testApi.endpoints.testAdmins.initiate());
    expect(isApiFailure(answer.error)).toBe(true);
    expect(answer.error).toEqual({
      status: 409,
      message: 'Email is taken.',
      code: 'EMAIL_TAKEN',
      errors: { email: ['Email is taken.'] },
    });
  });

  it('refetches what a mutation invalidates', async () => {
    const { services, store } = setup();
    services.api.listAdminUsers
      .mockResolvedValueOnce({ status: true, data: [admin('a1', 'Ann'), admin('a2', 'Bo')] })
      .mockResolvedValueOnce({ status: true, data: [admin('a1', 'Ann')] });
    services.api.deleteAdminUser.mockResolvedValue({ status: true, message: 'Deleted.' });
    const query = store.dispatch(testApi.endpoints.testAdmins.initiate());
    await query;
    await store.dispatch(testApi.endpoints.testDelete.initiate('a2')).unwrap();
    await waitFor(() => expect(services.api.listAdminUsers).toHaveBeenCalledTimes(2));
    query.unsubscribe();
  });

  it("refetches what a storefront saga's invalidation action marks stale", async () => {
    const { services, store } = setup();
    services.api.listAdminUsers.mockResolvedValue({ status: true, data: [admin('a1', 'Ann')] });
    const subscription = store.dispatch(testApi.endpoints.testAdmins.initiate());
    await subscription;
    expect(invalidateDataTags.type).toBe(dataApi.util.invalidateTags.type);
    store.dispatch(invalidateDataTags([{ type: 'AdminUser', id: 'LIST' }]));
    await waitFor(() => expect(services.api.listAdminUsers).toHaveBeenCalledTimes(2));
    subscription.unsubscribe();
  });

  it('retries once with a renewed token when the access token had expired', async () => {
    const { services, store } = setup();
    writeToken('old');
    writeRefreshToken('refresh');
    services.api.listAdminUsers
      .mockRejectedValueOnce(new ApiError('Expired', 401, { code: 'TOKEN_EXPIRED' }))
      .mockResolvedValueOnce({ status: true, data: [admin('a1', 'Ann')] });
    services.api.refreshSession.mockResolvedValue({
      status: true,
      data: { role: 'super-admin', token: 'new', refreshToken: 'refresh-2' },
    });
    const answer = await store.dispatch(testApi.endpoints.testAdmins.initiate());
    expect(answer.data?.map((row) => row.firstName)).toEqual(['Ann']);
    expect(services.api.listAdminUsers).toHaveBeenCalledTimes(2);
  });
});
