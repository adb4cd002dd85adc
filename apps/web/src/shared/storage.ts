import { isStoredCustomer, type StoredCustomer } from './types';

/** Local storage keys owned by the web app. */
export const STORAGE_KEYS = {
  token: 'atelier.token',
  /** Shared by every tab, so that one refresh serves them all (rotation: each refresh replaces it). */
  refreshToken: 'atelier.refreshToken',
  user: 'atelier.user',
  customerInfo: 'atelier.customerInfo',
} as const;

export interface SessionUser {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
}

export function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['_id', 'email', 'first_name', 'role'].every((key) => typeof record[key] === 'string');
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lasts for this page only.
  }
}

function readJson(key: string): unknown {
  const raw = read(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  const token = read(STORAGE_KEYS.token);
  return token && token.length > 0 ? token : null;
}

export function writeToken(token: string | null): void {
  write(STORAGE_KEYS.token, token);
}

export function readRefreshToken(): string | null {
  const token = read(STORAGE_KEYS.refreshToken);
  return token && token.length > 0 ? token : null;
}

export function writeRefreshToken(token: string | null): void {
  write(STORAGE_KEYS.refreshToken, token);
}

export function readUser(): SessionUser | null {
  const parsed = readJson(STORAGE_KEYS.user);
  return isSessionUser(parsed) ? parsed : null;
}

export function writeUser(user: SessionUser | null): void {
  write(STORAGE_KEYS.user, user ? JSON.stringify(user) : null);
}

export function readCustomerInfo(): StoredCustomer | null {
  const parsed = readJson(STORAGE_KEYS.customerInfo);
  return isStoredCustomer(parsed) ? parsed : null;
}

export function writeCustomerInfo(customer: StoredCustomer | null): void {
  write(STORAGE_KEYS.customerInfo, customer ? JSON.stringify(customer) : null);
}

export function clearStoredSession(): void {
  writeToken(null);
  writeRefreshToken(null);
  writeUser(null);
  writeCustomerInfo(null);
}
