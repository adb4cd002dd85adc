import { planLinks } from './customer-links';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

describe('planLinks', () => {
  it('gives a registered customer its account number, and lists an id nobody has as unknown', () => {
    const plan = planLinks(
      [
        { customerId: A, acNo: 'SEL0001' },
        { customerId: C, acNo: 'SEL0003' },
      ],
      [{ id: A, acNo: null }],
      new Map(),
    );
    expect(plan.changes).toEqual([{ customerId: A, acNo: 'SEL0001' }]);
    expect(plan.result).toEqual({ linked: [A], unknown: [C], refused: [] });
  });

  it('refuses a number another customer holds, naming the field, and changes nothing for the same number', () => {
    const plan = planLinks(
      [
        { customerId: A, acNo: 'LND0042' },
        { customerId: B, acNo: 'SEL0002' },
      ],
      [
        { id: A, acNo: null },
        { id: B, acNo: 'SEL0002' },
      ],
      new Map([
        ['LND0042', C],
        ['SEL0002', B],
      ]),
    );
    expect(plan.changes).toEqual([]);
    expect(plan.result.linked).toEqual([B]);
    expect(plan.result.refused).toEqual([
      { customerId: A, key: 'validation.accountNumberTaken', params: { field: 'acNo', record: A } },
    ]);
  });

  it('lets a later link take a number an earlier one freed, and two customers never get one number', () => {
    const plan = planLinks(
      [
        { customerId: A, acNo: 'SEL0009' },
        { customerId: B, acNo: 'SEL0001' },
        { customerId: C, acNo: 'SEL0009' },
      ],
      [
        { id: A, acNo: 'SEL0001' },
        { id: B, acNo: null },
        { id: C, acNo: null },
      ],
      new Map([['SEL0001', A]]),
    );
    expect(plan.changes).toEqual([
      { customerId: A, acNo: 'SEL0009' },
      { customerId: B, acNo: 'SEL0001' },
    ]);
    expect(plan.result.refused.map((refusal) => refusal.customerId)).toEqual([C]);
  });
});
