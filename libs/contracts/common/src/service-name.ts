import { call, type CallEntry, type NoPayload } from './call-map';

export enum ServiceName {
  Identity = 'identity',
  Catalogue = 'catalogue',
  Orders = 'orders',
  Admin = 'admin',
  Sync = 'sync',
}

export const SERVICE_NAMES: readonly ServiceName[] = Object.values(ServiceName);

/**
 * Every message pattern starts with the owning service's name, so a transport can route a request to
 * that service's queue without a lookup table.
 */
export function serviceOfPattern(pattern: string): ServiceName {
  const head = pattern.split('.')[0];
  const found = SERVICE_NAMES.find((name) => (name as string) === head);
  if (!found) throw new Error(`Message pattern "${pattern}" does not start with a service name`);
  return found;
}

/** Each service answers this with its own health report. */
export function healthPattern(service: ServiceName): string {
  return `${service}.health.check`;
}

export type HealthState = 'up' | 'down';

export interface DependencyHealth {
  status: HealthState;
  latencyMs?: number;
  error?: string;
}

export interface ServiceHealthReport {
  service: ServiceName;
  status: HealthState;
  dependencies: Record<string, DependencyHealth>;
}

/** The health check of one service, as a call map entry. */
export function healthCall(service: ServiceName): CallEntry<NoPayload, ServiceHealthReport> {
  return call<NoPayload, ServiceHealthReport>(healthPattern(service));
}
