import type { PricesAdminApi } from '../api/prices-admin';

export type PricesApiMocks = {
  [K in keyof PricesAdminApi]: jest.Mock<ReturnType<PricesAdminApi[K]>, Parameters<PricesAdminApi[K]>>;
};

const notStubbed = () => Promise.reject(new Error('API call not stubbed in this test'));

/** The global markup and discount calls (issue 12) as jest mocks that reject until a test says otherwise. */
export function createPricesStubs(): PricesApiMocks {
  return {
    adminPricingSettings: jest.fn<
      ReturnType<PricesAdminApi['adminPricingSettings']>,
      Parameters<PricesAdminApi['adminPricingSettings']>
    >(notStubbed),
    adminSavePricingSettings: jest.fn<
      ReturnType<PricesAdminApi['adminSavePricingSettings']>,
      Parameters<PricesAdminApi['adminSavePricingSettings']>
    >(notStubbed),
    adminListDiscounts: jest.fn<
      ReturnType<PricesAdminApi['adminListDiscounts']>,
      Parameters<PricesAdminApi['adminListDiscounts']>
    >(notStubbed),
    adminCreateDiscount: jest.fn<
      ReturnType<PricesAdminApi['adminCreateDiscount']>,
      Parameters<PricesAdminApi['adminCreateDiscount']>
    >(notStubbed),
    adminUpdateDiscount: jest.fn<
      ReturnType<PricesAdminApi['adminUpdateDiscount']>,
      Parameters<PricesAdminApi['adminUpdateDiscount']>
    >(notStubbed),
    adminEndDiscount: jest.fn<
      ReturnType<PricesAdminApi['adminEndDiscount']>,
      Parameters<PricesAdminApi['adminEndDiscount']>
    >(notStubbed),
    adminDeleteDiscount: jest.fn<
      ReturnType<PricesAdminApi['adminDeleteDiscount']>,
      Parameters<PricesAdminApi['adminDeleteDiscount']>
    >(notStubbed),
    adminMetalRates: jest.fn<
      ReturnType<PricesAdminApi['adminMetalRates']>,
      Parameters<PricesAdminApi['adminMetalRates']>
    >(notStubbed),
    adminSetMetalRates: jest.fn<
      ReturnType<PricesAdminApi['adminSetMetalRates']>,
      Parameters<PricesAdminApi['adminSetMetalRates']>
    >(notStubbed),
    adminMetalRateHistory: jest.fn<
      ReturnType<PricesAdminApi['adminMetalRateHistory']>,
      Parameters<PricesAdminApi['adminMetalRateHistory']>
    >(notStubbed),
  };
}
