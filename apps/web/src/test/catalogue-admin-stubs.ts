import type { CatalogueAdminCalls } from '../api/catalogue-admin';

export type CatalogueAdminMocks = {
  [K in keyof CatalogueAdminCalls]: jest.Mock<
    ReturnType<CatalogueAdminCalls[K]>,
    Parameters<CatalogueAdminCalls[K]>
  >;
};

const notStubbed = () => Promise.reject(new Error('API call not stubbed in this test'));

function stub<K extends keyof CatalogueAdminCalls>(): CatalogueAdminMocks[K] {
  return jest.fn(notStubbed) as unknown as CatalogueAdminMocks[K];
}

/** Every back-office catalogue call of issue 11 as a jest mock that rejects until a test says otherwise. */
export function createCatalogueAdminStubs(): CatalogueAdminMocks {
  return {
    adminDesignSearch: stub<'adminDesignSearch'>(),
    getDesignImages: stub<'getDesignImages'>(),
    uploadDesignImage: stub<'uploadDesignImage'>(),
    bulkUploadImages: stub<'bulkUploadImages'>(),
    reorderDesignImages: stub<'reorderDesignImages'>(),
    updateDesignImage: stub<'updateDesignImage'>(),
    deleteDesignImage: stub<'deleteDesignImage'>(),
    listGroups: stub<'listGroups'>(),
    listLookupNames: stub<'listLookupNames'>(),
    setLookupNames: stub<'setLookupNames'>(),
    createGroup: stub<'createGroup'>(),
    updateGroup: stub<'updateGroup'>(),
    deleteGroup: stub<'deleteGroup'>(),
    groupDesigns: stub<'groupDesigns'>(),
    unassignedDesigns: stub<'unassignedDesigns'>(),
    changeLog: stub<'changeLog'>(),
    assignDesigns: stub<'assignDesigns'>(),
    unassignDesigns: stub<'unassignDesigns'>(),
    similarDesigns: stub<'similarDesigns'>(),
    mapSimilarDesigns: stub<'mapSimilarDesigns'>(),
    unmapSimilarDesign: stub<'unmapSimilarDesign'>(),
    listCollections: stub<'listCollections'>(),
    createCollection: stub<'createCollection'>(),
    updateCollection: stub<'updateCollection'>(),
    deleteCollection: stub<'deleteCollection'>(),
    collectionDesigns: stub<'collectionDesigns'>(),
    changeCollectionDesigns: stub<'changeCollectionDesigns'>(),
  };
}
