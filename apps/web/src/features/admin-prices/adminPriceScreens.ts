/** The back-office price screens (permission `discounts`), one chunk. */
export { SetGlobalMarkupPage } from './SetGlobalMarkupPage';
export { SetDiscountPage } from './SetDiscountPage';
export { MetalRatesPage } from './MetalRatesPage';
