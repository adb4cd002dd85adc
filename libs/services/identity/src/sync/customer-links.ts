import type { CustomerLinkDto, SyncCustomerLinksResult } from '@atelier/contracts/identity';

/** A customer as a link finds it: its id and the account number it holds now. */
export interface LinkedCustomer {
  id: string;
  acNo: string | null;
}

export interface LinkPlan {
  result: SyncCustomerLinksResult;
  /** Account numbers to write, in order (one freed by an earlier change may be taken by a later one). */
  changes: Array<{ customerId: string; acNo: string }>;
}

/**
 * Which registrations get the account Sellease opened for them: a customer the tenant does not have is
 * unknown; an account number another customer holds is refused (naming the field, as the back office
 * refuses it); the number a customer already holds changes nothing and counts as linked. The last link
 * per customer in a batch wins.
 */
export function planLinks(
  links: readonly CustomerLinkDto[],
  found: readonly LinkedCustomer[],
  holders: ReadonlyMap<string, string>,
): LinkPlan {
  const last = new Map<string, string>();
  for (const link of links) last.set(link.customerId, link.acNo);
  const byId = new Map(found.map((customer) => [customer.id, customer]));
  const held = new Map(holders);
  const plan: LinkPlan = { result: { linked: [], unknown: [], refused: [] }, changes: [] };
  for (const [customerId, acNo] of last) {
    const customer = byId.get(customerId);
    if (!customer) {
      plan.result.unknown.push(customerId);
      continue;
    }
    const holder = held.get(acNo);
    if (holder !== undefined && holder !== customerId) {
      plan.result.refused.push({
        customerId,
        key: 'validation.accountNumberTaken',
        params: { field: 'acNo', record: customerId },
      });
      continue;
    }
    plan.result.linked.push(customerId);
    if (customer.acNo === acNo) continue;
    if (customer.acNo) held.delete(customer.acNo);
    held.set(acNo, customerId);
    plan.changes.push({ customerId, acNo });
  }
  return plan;
}
