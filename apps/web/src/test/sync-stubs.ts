import type { SyncAdminApi } from '../api/sync-admin';

export type SyncApiMocks = {
  [K in keyof SyncAdminApi]: jest.Mock<ReturnType<SyncAdminApi[K]>, Parameters<SyncAdminApi[K]>>;
};

const notStubbed = () => Promise.reject(new Error('API call not stubbed in this test'));

/** The Sellease error list calls (issue 14) as jest mocks that reject until a test says otherwise. */
export function createSyncStubs(): SyncApiMocks {
  return {
    adminListSyncErrors: jest.fn<
      ReturnType<SyncAdminApi['adminListSyncErrors']>,
      Parameters<SyncAdminApi['adminListSyncErrors']>
    >(notStubbed),
    adminRetrySyncError: jest.fn<
      ReturnType<SyncAdminApi['adminRetrySyncError']>,
      Parameters<SyncAdminApi['adminRetrySyncError']>
    >(notStubbed),
    adminRetrySyncErrors: jest.fn<
      ReturnType<SyncAdminApi['adminRetrySyncErrors']>,
      Parameters<SyncAdminApi['adminRetrySyncErrors']>
    >(notStubbed),
    adminDiscardSyncError: jest.fn<
      ReturnType<SyncAdminApi['adminDiscardSyncError']>,
      Parameters<SyncAdminApi['adminDiscardSyncError']>
    >(notStubbed),
  };
}
