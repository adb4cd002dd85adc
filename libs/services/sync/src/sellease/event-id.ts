import { createHash, type UUID } from 'node:crypto';

/** A fixed namespace, so the same name always gives the same id and no other scheme's ids collide. */
const NAMESPACE = Buffer.from('5f1c2a7e9b3d4c8ea1f06d2b7c4e9a13', 'hex');

/**
 * A name-based (version 5, RFC 9562) UUID: the event for one Sellease message always carries the same
 * id, however often it is published, so a consumer can drop a repeat by id.
 */
export function nameBasedUuid(name: string): UUID {
  const bytes = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function selleaseEventId(tenantId: string, messageId: string): UUID {
  return nameBasedUuid(`sellease:${tenantId}:${messageId}`);
}
