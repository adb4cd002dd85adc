import Cookies from 'js-cookie';
import { createTestServices, customer, recordSaga, stateAfter, typesOf } from '../../test/test-utils';
import { loginModalOpened, loginSucceeded, redirectConsumed } from '../../app/auth/authSlice';
import { cartCountRequested, cartRequested } from '../../app/cart/cartSlice';
import { languageDetected } from '../../app/language/languageSlice';
import { applyPriceSelection, switchPrice } from './sessionSagas';
import {
  priceSelectionApplied,
  priceSelectionSubmitted,
  priceSwitchSubmitted,
} from '../../app/session/sessionSlice';

const customers = [
  customer({ _id: 'c1', acNo: 'AC001', is_primary_address: false }),
  customer({ _id: 'c2', acNo: 'AC002', company: 'Lindqvist Guld', city: 'Malmö', country: 'Sweden' }),
  customer({ _id: 'c3', acNo: 'AC003', company: 'Nordic Gems' }),
];

describe('price selection saga', () => {
  it('stores customer and price, marks the price as set, reloads the cart and opens the remembered route', async () => {
    const services = createTestServices();
    const start = stateAfter(loginModalOpened({ redirectTo: '/swe/search-designs/new_arrival#grid' }));
    const { dispatched, state } = await recordSaga(
      applyPriceSelection,
      services,
      start,
      priceSelectionSubmitted({ priceStatus: 2, customerId: 'c3', customers }),
    );

    const expected = {
      acNo: 'AC003',
      company: 'Nordic Gems',
      name: 'Main shop',
      id: 'c3',
      address: '12 Milsom Street, BA1 1BZ, Bath, United Kingdom',
    };
    expect(JSON.parse(window.localStorage.getItem('atelier.customerInfo') ?? 'null')).toEqual(expected);
    expect(JSON.parse(Cookies.get('selectedCustomer') ?? 'null')).toEqual(expected);
    expect(Cookies.get('priceStatus')).toBe('2');
    expect(Cookies.get('isPriceSet')).toBe('true');
    expect(typesOf(dispatched)).toEqual([
      priceSelectionApplied.type,
      cartCountRequested.type,
      redirectConsumed.type,
    ]);
    expect(state.session.pricePopupOpen).toBe(false);
    expect(state.session.selectedCustomer).toEqual(expected);
    expect(state.auth.redirectTo).toBeNull();
    expect(services.navigate).toHaveBeenCalledWith('/swe/search-designs/new_arrival#grid');
  });

  it('falls back to the first primary customer and goes home without a remembered route', async () => {
    const services = createTestServices();
    const { state } = await recordSaga(
      applyPriceSelection,
      services,
      stateAfter(languageDetected('fr')),
      priceSelectionSubmitted({ priceStatus: 0, customerId: null, customers }),
    );
    expect(state.session.selectedCustomer?.id).toBe('c2');
    expect(state.session.priceStatus).toBe(0);
    expect(Cookies.get('priceStatus')).toBe('0');
    expect(services.navigate).toHaveBeenCalledWith('/fr');
  });
});

describe('header price switch saga', () => {
  const loggedIn = () =>
    stateAfter(
      loginSucceeded({
        token: 'jwt-1',
        user: {
          _id: 'u-1',
          email: 'b@x.test',
          first_name: 'Bea',
          last_name: 'B',
          role: 'client-super-admin',
        },
      }),
      priceSelectionApplied({ priceStatus: 1, customer: null }),
    );

  it("switches price and customer from the server's list, stays on the page and reads prices again", async () => {
    const services = createTestServices();
    services.api.getMappedCustomers.mockResolvedValue({ status: true, data: customers });
    const { dispatched, state } = await recordSaga(
      switchPrice,
      services,
      loggedIn(),
      priceSwitchSubmitted({ priceStatus: 2, customerId: 'c3' }),
    );
    expect(services.api.getMappedCustomers).toHaveBeenCalledWith('u-1');
    expect(Cookies.get('priceStatus')).toBe('2');
    expect(JSON.parse(Cookies.get('selectedCustomer') ?? 'null')).toMatchObject({ id: 'c3' });
    expect(state.session.priceStatus).toBe(2);
    expect(state.session.selectedCustomer?.company).toBe('Nordic Gems');
    const types = typesOf(dispatched);
    expect(types).toContain(priceSelectionApplied.type);
    expect(types).toContain(cartRequested.type);
    // The data layer's priced caches are invalidated.
    expect(types).toContain('api/invalidateTags');
    expect(services.navigate).not.toHaveBeenCalled();
  });

  it('refuses a customer the server does not list for the user and changes nothing', async () => {
    const services = createTestServices();
    services.api.getMappedCustomers.mockResolvedValue({ status: true, data: customers });
    Cookies.set('priceStatus', '1');
    const { dispatched, state } = await recordSaga(
      switchPrice,
      services,
      loggedIn(),
      // c1 is mapped but has no primary address; not selectable.
      priceSwitchSubmitted({ priceStatus: 2, customerId: 'c1' }),
    );
    expect(typesOf(dispatched)).toContain('notifications/notificationShown');
    expect(typesOf(dispatched)).not.toContain(priceSelectionApplied.type);
    expect(state.session.priceStatus).toBe(1);
    expect(Cookies.get('priceStatus')).toBe('1');
  });
});
