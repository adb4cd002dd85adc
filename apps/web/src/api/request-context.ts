import { getLanguage, languageFromPath } from '../i18n/languages';
import { readPriceStatus, readSelectedCustomer } from '../shared/cookies';
import { readToken } from '../shared/storage';
import type { PriceStatus } from '../shared/types';
import type { PriceStatusHeader, RequestContext } from './client';

const PRICE_HEADER: Record<PriceStatus, PriceStatusHeader> = { 0: '0', 1: '1', 2: '2' };

/**
 * Reads the request headers' values where they live at the moment of the call: the token in local storage,
 * price status and customer in their cookies, the language in the URL prefix.
 */
export function readBrowserRequestContext(): RequestContext {
  return {
    token: readToken(),
    priceStatus: PRICE_HEADER[readPriceStatus()],
    customerId: readSelectedCustomer()?.id ?? '',
    languageCode: getLanguage(languageFromPath(window.location.pathname)).headerCode,
  };
}
