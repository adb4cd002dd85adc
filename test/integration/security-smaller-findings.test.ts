import { DEMO_CUSTOMER_IDS } from '@atelier/contracts/common';
import { decodeClaims, signToken } from '../support/jwt';
import { addToCart, cartOf, newBuyer, pickVariants, removeOrderData } from './orders-support';
import { system } from './state';

const { api, database, jwtSecret } = system();
const users: string[] = [];

afterAll(async () => {
  await removeOrderData(database, users);
});

describe('issue 8, finding 8: the smaller ones', () => {
  it("accept-prices with another user's line ids answers 404 when the caller has no cart", async () => {
    const { api: admin } = await api.loginAdmin();
    const owner = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.goldsmiths);
    const stranger = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.goldsmiths);
    users.push(owner.userId, stranger.userId);
    const [variant] = await pickVariants(database, 1, { offset: 120 });
    expect((await addToCart(owner, { variantId: variant.id, quantity: 1 })).status).toBe(200);
    const lineId = (await cartOf(owner)).order_detail[0]._id;
    const answer = await stranger.api.post('/api/cartproducts/accept-prices', { lineIds: [lineId] });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'ORDERS_CART_LINE_NOT_FOUND' });
  });

  it('update-markup refuses text where a number belongs, naming the field', async () => {
    const { api: buyer } = await api.loginBuyer();
    const answer = await buyer
      .with({ 'x-customer-id': DEMO_CUSTOMER_IDS.goldsmiths })
      .post('/api/users/update-markup', { markup: '2.5' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: { markup: [expect.stringContaining('number')] } });
  });

  it('a stale token does not stop a page from logging in again or reading the menu', async () => {
    const { token } = await api.loginBuyer();
    const claims = decodeClaims(token);
    const expired = signToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, jwtSecret);
    const login = await api.post(
      '/api/users/login',
      { email: 'buyer@demo.test', password: 'Buyer#2026' },
      { 'x-access-token': expired },
    );
    expect(login.body).toMatchObject({ status: true });
    const menu = await api.get('/api/menu', { 'x-access-token': 'not.a.token' });
    expect(menu.status).toBe(200);
    // A route that needs the user still refuses it.
    expect((await api.post('/api/users/get-user-info', {}, { 'x-access-token': expired })).status).toBe(401);
  });
});
