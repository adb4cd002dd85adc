import type { SyncAdminApi } from '../api/sync-admin';

export type SyncApiMocks = {
  [K in keyof SyncAdminApi]: jest.Mock<ReturnType<SyncAdminApi[K]>, Parameters<SyncAdminApi[K]>>;
};

const notStubbed = () => Promise.reject(new Error('API call not stubbed in this test'));

/** The Sellease back-office calls (issue 14) as jest mocks that reject until a test says otherwise. */
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
    adminStartSyncRun: jest.fn<
      ReturnType<SyncAdminApi['adminStartSyncRun']>,
      Parameters<SyncAdminApi['adminStartSyncRun']>
    >(notStubbed),
    adminListSyncRuns: jest.fn<
      ReturnType<SyncAdminApi['adminListSyncRuns']>,
      Parameters<SyncAdminApi['adminListSyncRuns']>
    >(notStubbed),
    adminGetSyncRun: jest.fn<
      ReturnType<SyncAdminApi['adminGetSyncRun']>,
      Parameters<SyncAdminApi['adminGetSyncRun']>
    >(notStubbed),
    adminListSyncSchedules: jest.fn<
      ReturnType<SyncAdminApi['adminListSyncSchedules']>,
      Parameters<SyncAdminApi['adminListSyncSchedules']>
    >(notStubbed),
    adminUpdateSyncSchedule: jest.fn<
      ReturnType<SyncAdminApi['adminUpdateSyncSchedule']>,
      Parameters<SyncAdminApi['adminUpdateSyncSchedule']>
    >(notStubbed),
  };
}
