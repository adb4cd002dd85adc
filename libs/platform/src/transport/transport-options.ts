import type { InProcessBus } from './in-process/in-process.bus';

export type TransportOptions =
  | { kind: 'amqp'; url: string; prefix: string; rpcTimeoutMs: number }
  | { kind: 'in-process'; bus: InProcessBus; rpcTimeoutMs: number };

/** Names of the broker objects, derived from the deployment prefix so test runs never collide. */
export function amqpNames(prefix: string) {
  return {
    events: `${prefix}.events`,
    deadLetters: `${prefix}.dlx`,
    serviceQueue: (service: string) => `${prefix}.${service}`,
    deadLetterQueue: (service: string) => `${prefix}.${service}.dlq`,
    external: (queue: string) => `${prefix}.${queue}`,
  };
}

/** Message headers our transports set; the pattern travels beside the body, not inside it. */
export const PATTERN_HEADER = 'x-pattern';
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * amqplib's socket options for every connection. Nagle off: a request, its reply and the frames of a
 * publish are small writes, and with Nagle on they wait for the peer's delayed acknowledgement.
 */
export const AMQP_SOCKET = { timeout: 5_000, noDelay: true } as const;
