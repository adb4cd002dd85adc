import { accountChanges } from './customer-accounts.service';

describe('accountChanges', () => {
  it('sets names always and the rest only when Sellease sends them', () => {
    expect(accountChanges({ acNo: 'LND1', companyName: ' Gold Ltd ', contactName: 'Ann   Lee' })).toEqual({
      company: 'Gold Ltd',
      contactName: 'Ann Lee',
    });
  });

  it('writes markup with one decimal and clears an empty phone', () => {
    expect(
      accountChanges({
        acNo: 'LND1',
        companyName: 'A',
        contactName: 'B',
        markup: 2,
        isVatApplicable: false,
        companyPhone: ' ',
        currency: 'EUR',
      }),
    ).toMatchObject({ markup: '2.0', isVatApplicable: false, companyPhone: null, currency: 'EUR' });
  });
});
