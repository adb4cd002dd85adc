import { DEMO_CUSTOMER_IDS, DEMO_USERS } from '@atelier/contracts/common';
import { system } from './state';

const { api } = system();

describe('identity calls (spec §7)', () => {
  it('POST /api/users/get-user-info returns the caller', async () => {
    const { api: buyer } = await api.loginBuyer();
    const { status, body } = await buyer.post('/api/users/get-user-info', {});
    expect(status).toBe(200);
    expect(body).toEqual({
      status: true,
      data: {
        _id: DEMO_USERS.buyer.id,
        email: DEMO_USERS.buyer.email,
        first_name: DEMO_USERS.buyer.firstName,
        last_name: DEMO_USERS.buyer.lastName,
        role: 'client-super-admin',
      },
    });
  });

  it('POST /api/users/get-mapped-customers lists three customers, two with a primary address', async () => {
    const { api: buyer, userId } = await api.loginBuyer();
    const { status, body } = await buyer.post<{ data: Array<Record<string, unknown>> }>(
      '/api/users/get-mapped-customers',
      { userId },
    );
    expect(status).toBe(200);
    expect(body.data).toHaveLength(3);
    expect(body.data.filter((c) => c['is_primary_address'] === true)).toHaveLength(2);
    expect(body.data.map((c) => c['_id']).sort()).toEqual(Object.values(DEMO_CUSTOMER_IDS).sort());
    const goldsmiths = body.data.find((c) => c['_id'] === DEMO_CUSTOMER_IDS.goldsmiths);
    expect(goldsmiths).toEqual({
      _id: DEMO_CUSTOMER_IDS.goldsmiths,
      acNo: 'LND0042',
      company: 'Lund Goldsmiths Ltd',
      name: 'Beatrice Lund',
      address_field1: '14 Hatton Garden',
      address_field2: 'Second floor',
      postcode: 'EC1N 8AT',
      city: 'London',
      country: 'United Kingdom',
      markup: 2.5,
      is_vat_applicable: true,
      is_primary_address: true,
    });
  });

  it("refuses another user's mapping and a malformed userId", async () => {
    const { api: buyer } = await api.loginBuyer();
    const other = await buyer.post('/api/users/get-mapped-customers', { userId: DEMO_USERS.admin.id });
    expect(other.status).toBe(403);
    const malformed = await buyer.post('/api/users/get-mapped-customers', { userId: 'me' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      errors: { userId: ['The user field must be a valid identifier.'] },
    });
  });

  it('POST /api/users/list-Admin-Permissions gives a super-admin every permission under data.data', async () => {
    const { api: admin, userId } = await api.loginAdmin();
    const { status, body } = await admin.post<{ data: { data: Array<{ key: string; label: string }> } }>(
      '/api/users/list-Admin-Permissions',
      { id: userId },
    );
    expect(status).toBe(200);
    expect(body.data.data.map((p) => p.key)).toEqual(
      expect.arrayContaining(['customers', 'designs', 'sync', 'orders']),
    );
  });

  it('refuses list-Admin-Permissions to a storefront buyer', async () => {
    const { api: buyer, userId } = await api.loginBuyer();
    const { status, body } = await buyer.post('/api/users/list-Admin-Permissions', { id: userId });
    expect(status).toBe(403);
    expect(body).toMatchObject({ message: 'You do not have permission!' });
  });
});
