import type { DesignsAdminApi } from '../api/designs';

export type DesignsApiMocks = {
  [K in keyof DesignsAdminApi]: jest.Mock<ReturnType<DesignsAdminApi[K]>, Parameters<DesignsAdminApi[K]>>;
};

const notStubbed = () => Promise.reject(new Error('API call not stubbed in this test'));

/** Every back-office design call (issue 11) as a jest mock that rejects until a test says otherwise. */
export function createDesignsStubs(): DesignsApiMocks {
  return {
    adminListDesigns: jest.fn<
      ReturnType<DesignsAdminApi['adminListDesigns']>,
      Parameters<DesignsAdminApi['adminListDesigns']>
    >(notStubbed),
    adminGetDesign: jest.fn<
      ReturnType<DesignsAdminApi['adminGetDesign']>,
      Parameters<DesignsAdminApi['adminGetDesign']>
    >(notStubbed),
    adminCreateDesign: jest.fn<
      ReturnType<DesignsAdminApi['adminCreateDesign']>,
      Parameters<DesignsAdminApi['adminCreateDesign']>
    >(notStubbed),
    adminUpdateDesign: jest.fn<
      ReturnType<DesignsAdminApi['adminUpdateDesign']>,
      Parameters<DesignsAdminApi['adminUpdateDesign']>
    >(notStubbed),
    adminRetireDesign: jest.fn<
      ReturnType<DesignsAdminApi['adminRetireDesign']>,
      Parameters<DesignsAdminApi['adminRetireDesign']>
    >(notStubbed),
    adminRestoreDesign: jest.fn<
      ReturnType<DesignsAdminApi['adminRestoreDesign']>,
      Parameters<DesignsAdminApi['adminRestoreDesign']>
    >(notStubbed),
    adminDesignAudit: jest.fn<
      ReturnType<DesignsAdminApi['adminDesignAudit']>,
      Parameters<DesignsAdminApi['adminDesignAudit']>
    >(notStubbed),
    adminBulkPrice: jest.fn<
      ReturnType<DesignsAdminApi['adminBulkPrice']>,
      Parameters<DesignsAdminApi['adminBulkPrice']>
    >(notStubbed),
    adminExportDesigns: jest.fn<
      ReturnType<DesignsAdminApi['adminExportDesigns']>,
      Parameters<DesignsAdminApi['adminExportDesigns']>
    >(notStubbed),
    adminImportDesigns: jest.fn<
      ReturnType<DesignsAdminApi['adminImportDesigns']>,
      Parameters<DesignsAdminApi['adminImportDesigns']>
    >(notStubbed),
    adminImportJob: jest.fn<
      ReturnType<DesignsAdminApi['adminImportJob']>,
      Parameters<DesignsAdminApi['adminImportJob']>
    >(notStubbed),
  };
}
