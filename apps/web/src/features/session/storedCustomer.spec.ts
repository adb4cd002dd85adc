import { customer } from '../../test/test-utils';
import { switchableCustomer } from './storedCustomer';

const customers = [
  customer({ _id: 'branch', is_primary_address: false }),
  customer({ _id: 'first' }),
  customer({ _id: 'second' }),
];

describe('switchableCustomer', () => {
  it('gives the chosen primary customer', () => {
    expect(switchableCustomer(customers, 'second')?._id).toBe('second');
  });

  it('refuses a customer that is not primary or not listed for the user', () => {
    expect(switchableCustomer(customers, 'branch')).toBeNull();
    expect(switchableCustomer(customers, 'someone-else')).toBeNull();
  });

  it('falls back to the first primary customer when none is chosen', () => {
    expect(switchableCustomer(customers, null)?._id).toBe('first');
    expect(switchableCustomer([], null)).toBeNull();
  });
});
