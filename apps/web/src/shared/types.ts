/** 0: hide prices, 1: retail (RRP), 2: trade. */
export type PriceStatus = 0 | 1 | 2;

export const PRICE_STATUSES: readonly PriceStatus[] = [2, 1, 0];

export function isPriceStatus(value: unknown): value is PriceStatus {
  return value === 0 || value === 1 || value === 2;
}

/** Customer (company) chosen after login; kept in local storage and the selectedCustomer cookie. */
export interface StoredCustomer {
  acNo: string;
  company: string;
  name: string;
  id: string;
  address: string;
}

export function isStoredCustomer(value: unknown): value is StoredCustomer {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['acNo', 'company', 'name', 'id', 'address'].every((key) => typeof record[key] === 'string');
}
