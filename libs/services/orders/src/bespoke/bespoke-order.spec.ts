import { OrderStatus } from '@atelier/contracts/orders';
import { bespokeLineName, planBespokeOrder } from './bespoke-order';

const request = {
  referenceNumber: 'BS00042',
  description: 'Signet ring with the family crest',
  karat: '9K',
  size: 'N',
  quantity: 2,
};
const quote = {
  id: 'q3',
  version: 3,
  pricePence: 110_000,
  metal: '9K gold',
  deliveryDate: '2026-12-30',
  isLabGrown: false,
};

describe('the order an accepted bespoke quote becomes', () => {
  it('is one special line at the quote price, metal and date for the requested pieces', () => {
    const plan = planBespokeOrder(request, quote, { carriagePence: 1000, vatBasisPoints: 2000 });
    expect(plan.line).toEqual({
      designNumber: 'BS00042',
      designName: 'Signet ring with the family crest',
      description: 'Signet ring with the family crest',
      metal: '9K gold',
      karat: '9K',
      size: 'N',
      quantity: 2,
      unitPence: 110_000,
      orderType: 'special',
      bespokeQuoteId: 'q3',
      deliveryDate: '2026-12-30',
      labGrown: false,
    });
    expect([plan.orderType, plan.status]).toEqual(['special', OrderStatus.PendingOrder]);
    expect(plan.note).toBe('Bespoke BS00042: quote 3 accepted');
  });

  it('discloses lab-grown stones on its line when the quote has them', () => {
    const plan = planBespokeOrder(
      request,
      { ...quote, isLabGrown: true },
      { carriagePence: 0, vatBasisPoints: 0 },
    );
    expect(plan.line.labGrown).toBe(true);
  });

  it('totals like a placed order: VAT on the line and on carriage', () => {
    const { totals } = planBespokeOrder(request, quote, { carriagePence: 1000, vatBasisPoints: 2000 });
    expect(totals).toMatchObject({
      netPence: 220_000,
      carriagePence: 1000,
      vatPence: 44_200,
      grandPence: 265_200,
    });
    const exempt = planBespokeOrder(request, quote, { carriagePence: 0, vatBasisPoints: 0 });
    expect([exempt.totals.vatPence, exempt.totals.grandPence]).toEqual([0, 220_000]);
  });

  it('names the line by its description on one line, shortened', () => {
    expect(bespokeLineName('  Halo ring\nwith  pavé band ')).toBe('Halo ring with pavé band');
    const long = bespokeLineName('x'.repeat(200));
    expect([long.length, long.endsWith('…')]).toEqual([80, true]);
  });
});
