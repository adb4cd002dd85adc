import { customer, stateAfter } from '../../test/test-utils';
import { loginSucceeded, sessionCleared } from '../auth/authSlice';
import {
  selectIsPriceSet,
  selectPriceModeKey,
  selectPricePopupOpen,
  selectPriceStatus,
  selectSelectedCustomer,
  selectShowOrderHistory,
} from './sessionSelectors';
import { pricePopupOpened, priceSelectionApplied, priceSessionReset } from './sessionSlice';
import {
  composeAddress,
  customerOptionLabel,
  primaryCustomers,
  resolveCustomerChoice,
  toStoredCustomer,
} from '../../features/session/storedCustomer';

const stored = { acNo: 'AC001', company: 'Goldsmiths of Bath', name: 'Main shop', id: 'c1', address: 'x' };

describe('session slice', () => {
  it('starts with prices hidden and nothing chosen', () => {
    const state = stateAfter();
    expect(selectPriceStatus(state)).toBe(0);
    expect(selectIsPriceSet(state)).toBe(false);
    expect(selectPriceModeKey(state)).toBeNull();
  });

  it('applies a price selection and closes the popup', () => {
    const state = stateAfter(pricePopupOpened(), priceSelectionApplied({ priceStatus: 2, customer: stored }));
    expect(selectPricePopupOpen(state)).toBe(false);
    expect(selectPriceStatus(state)).toBe(2);
    expect(selectIsPriceSet(state)).toBe(true);
    expect(selectSelectedCustomer(state)).toEqual(stored);
  });

  it('labels status 2 Trade and 1 Retail; order history only with trade prices', () => {
    const trade = stateAfter(priceSelectionApplied({ priceStatus: 2, customer: null }));
    expect(selectPriceModeKey(trade)).toBe('trade');
    expect(selectShowOrderHistory(trade)).toBe(true);
    const retail = stateAfter(priceSelectionApplied({ priceStatus: 1, customer: null }));
    expect(selectPriceModeKey(retail)).toBe('retail');
    expect(selectShowOrderHistory(retail)).toBe(false);
  });

  it('resets the price state at login', () => {
    const state = stateAfter(
      priceSelectionApplied({ priceStatus: 1, customer: stored }),
      priceSessionReset(),
    );
    expect(selectPriceStatus(state)).toBe(0);
    expect(selectIsPriceSet(state)).toBe(false);
    expect(selectSelectedCustomer(state)).toBeNull();
  });

  it('forgets everything when the session ends', () => {
    const state = stateAfter(
      loginSucceeded({
        token: 't',
        user: { _id: 'u', email: 'e', first_name: 'f', last_name: 'l', role: 'r' },
      }),
      priceSelectionApplied({ priceStatus: 2, customer: stored }),
      sessionCleared({ intentional: true }),
    );
    expect(selectPriceStatus(state)).toBe(0);
    expect(selectSelectedCustomer(state)).toBeNull();
  });

  it('offers only customers with a primary address', () => {
    const customers = [
      customer({ _id: 'a' }),
      customer({ _id: 'b', is_primary_address: false }),
      customer({ _id: 'c' }),
    ];
    expect(primaryCustomers(customers).map((entry) => entry._id)).toEqual(['a', 'c']);
  });
});

describe('stored customer', () => {
  it('composes the address from its fields, skipping blanks', () => {
    expect(composeAddress(customer({ address_field2: 'Unit 4' }))).toBe(
      '12 Milsom Street, Unit 4, BA1 1BZ, Bath, United Kingdom',
    );
    expect(composeAddress(customer({ address_field2: null }))).toBe(
      '12 Milsom Street, BA1 1BZ, Bath, United Kingdom',
    );
  });

  it('keeps acNo, company, name, id and address', () => {
    expect(toStoredCustomer(customer())).toEqual({
      acNo: 'AC001',
      company: 'Goldsmiths of Bath',
      name: 'Main shop',
      id: 'c1',
      address: '12 Milsom Street, BA1 1BZ, Bath, United Kingdom',
    });
  });

  it('falls back to the first primary customer when the choice is missing or not primary', () => {
    const list = [
      customer({ _id: 'x', is_primary_address: false }),
      customer({ _id: 'p1' }),
      customer({ _id: 'p2' }),
    ];
    expect(resolveCustomerChoice(list, 'p2')?._id).toBe('p2');
    expect(resolveCustomerChoice(list, null)?._id).toBe('p1');
    expect(resolveCustomerChoice(list, 'x')?._id).toBe('p1');
    expect(resolveCustomerChoice([customer({ is_primary_address: false })], null)).toBeNull();
  });
});

describe('customer option label', () => {
  it('is the company name, with the account number only when two companies share a name', () => {
    const lund = customer({ _id: 'a', company: 'Lund Goldsmiths Ltd', acNo: 'LND0042' });
    const harbour = customer({ _id: 'b', company: 'Harbour Gems', acNo: 'HBG0213' });
    expect(customerOptionLabel(lund, [lund, harbour])).toBe('Lund Goldsmiths Ltd');
    const lundTwo = customer({ _id: 'c', company: 'Lund Goldsmiths Ltd', acNo: 'LND0043' });
    expect(customerOptionLabel(lundTwo, [lund, lundTwo])).toBe('Lund Goldsmiths Ltd (LND0043)');
  });
});
