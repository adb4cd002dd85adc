import type { OffersAdminApi } from '../api/offers-admin';

export type OffersApiMocks = {
  [K in keyof OffersAdminApi]: jest.Mock<ReturnType<OffersAdminApi[K]>, Parameters<OffersAdminApi[K]>>;
};

const notStubbed = () => Promise.reject(new Error('API call not stubbed in this test'));

/** The offers and curated-list calls (issue 12) as jest mocks that reject until a test says otherwise. */
export function createOffersStubs(): OffersApiMocks {
  return {
    adminListOffers: jest.fn<
      ReturnType<OffersAdminApi['adminListOffers']>,
      Parameters<OffersAdminApi['adminListOffers']>
    >(notStubbed),
    adminImportOffers: jest.fn<
      ReturnType<OffersAdminApi['adminImportOffers']>,
      Parameters<OffersAdminApi['adminImportOffers']>
    >(notStubbed),
    adminOfferImportJob: jest.fn<
      ReturnType<OffersAdminApi['adminOfferImportJob']>,
      Parameters<OffersAdminApi['adminOfferImportJob']>
    >(notStubbed),
    adminUpdateOffer: jest.fn<
      ReturnType<OffersAdminApi['adminUpdateOffer']>,
      Parameters<OffersAdminApi['adminUpdateOffer']>
    >(notStubbed),
    adminEndOffer: jest.fn<
      ReturnType<OffersAdminApi['adminEndOffer']>,
      Parameters<OffersAdminApi['adminEndOffer']>
    >(notStubbed),
    adminCuratedList: jest.fn<
      ReturnType<OffersAdminApi['adminCuratedList']>,
      Parameters<OffersAdminApi['adminCuratedList']>
    >(notStubbed),
    adminSetCuratedList: jest.fn<
      ReturnType<OffersAdminApi['adminSetCuratedList']>,
      Parameters<OffersAdminApi['adminSetCuratedList']>
    >(notStubbed),
    adminFillCuratedList: jest.fn<
      ReturnType<OffersAdminApi['adminFillCuratedList']>,
      Parameters<OffersAdminApi['adminFillCuratedList']>
    >(notStubbed),
  };
}
