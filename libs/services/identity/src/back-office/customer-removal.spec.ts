import { anonymisedCustomer, auditActionOf, mayRemove } from './customer-removal';

describe('customer removal rules', () => {
  it('allows removal only without open orders and appros', () => {
    expect(mayRemove({ openOrders: 0, openAppros: 0 })).toBe(true);
    expect(mayRemove({ openOrders: 1, openAppros: 0 })).toBe(false);
    expect(mayRemove({ openOrders: 0, openAppros: 2 })).toBe(false);
  });

  it('names the audit action after the mode', () => {
    expect(auditActionOf('remove')).toBe('removed');
    expect(auditActionOf('anonymise')).toBe('anonymised');
  });

  it('blanks every identifying field but keeps the account number in the placeholder', () => {
    const blanked = anonymisedCustomer({ id: '0f6a1c2e-aaaa-bbbb-cccc-000000000000', acNo: 'LUN001' });
    expect(blanked.company).toBe('Anonymised LUN001');
    expect(blanked.contactName).toBe('-');
    expect([blanked.companyPhone, blanked.mobile, blanked.website, blanked.vatNumber]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(anonymisedCustomer({ id: '0f6a1c2e-aaaa', acNo: null }).company).toBe('Anonymised 0f6a1c2e');
  });
});
