import type { CustomerRemovalMode } from '@atelier/contracts/identity';

export interface RemovableCustomer {
  id: string;
  acNo: string | null;
}

/** What customer_remove's audit row says happened. */
export const auditActionOf = (mode: CustomerRemovalMode): 'removed' | 'anonymised' =>
  mode === 'remove' ? 'removed' : 'anonymised';

/** A customer may go only when orders reports nothing open for it. */
export const mayRemove = (work: { openOrders: number; openAppros: number }): boolean =>
  work.openOrders === 0 && work.openAppros === 0;

/**
 * The customer row with everything that names a person or a company blanked: the account number stays
 * (it is the ERP's key and past invoices print it), the rest is a neutral placeholder or empty.
 */
export function anonymisedCustomer(customer: RemovableCustomer) {
  return {
    company: `Anonymised ${customer.acNo ?? customer.id.slice(0, 8)}`,
    contactName: '-',
    companyPhone: null,
    mobile: null,
    website: null,
    vatNumber: null,
    tradeReferences: null,
    comments: null,
    applicantUserId: null,
    rejectionReason: null,
  };
}
