import { DEMO_USERS } from '@atelier/contracts/common';
import { MENU_LIST_MAPPING } from '@atelier/contracts/catalogue';
import { randomUUID } from 'node:crypto';
import { withPostgres } from '../support/system';
import { system } from './state';

const { api, database } = system();

interface MenuNode {
  _id: string;
  title: string;
  url_path: string;
  is_new: boolean;
  is_submenu1_clickable: boolean;
  is_style: boolean;
  menu: MenuNode[];
}

describe('GET /api/menu (catalogue service)', () => {
  it('serves the seeded menu tree from the catalogue tables, without logging in', async () => {
    const { status, body } = await api.get<{ status: boolean; data: MenuNode[] }>('/api/menu');
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    const paths = body.data.map((item) => item.url_path);
    expect(paths).toEqual(expect.arrayContaining(Object.keys(MENU_LIST_MAPPING)));
    for (const item of body.data) {
      expect(item).toEqual(
        expect.objectContaining({
          _id: expect.any(String),
          title: expect.any(String),
          menu: expect.any(Array),
        }),
      );
    }
    expect(body.data.some((item) => item.is_new)).toBe(true);
    // A submenu with more than nine entries, so the storefront's two-column split is exercised.
    const nodes = (items: MenuNode[]): MenuNode[] => items.flatMap((item) => [item, ...nodes(item.menu)]);
    expect(nodes(body.data).some((item) => item.menu.length > 9)).toBe(true);
  });

  it('refuses the menu without a tenant', async () => {
    const { status } = await api.get('/api/menu', { 'x-tenant': '' });
    expect(status).toBe(400);
  });
});

describe('GET /api/cartproducts/get-cart-list/{userId} (orders service)', () => {
  it("returns the caller's cart in the spec shape data.data[0].order_detail", async () => {
    const { api: buyer, userId } = await api.loginBuyer();
    const { status, body } = await buyer.get<{
      status: boolean;
      data: { data: Array<{ order_detail: unknown[] }> };
    }>(`/api/cartproducts/get-cart-list/${userId}`);
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    expect(Array.isArray(body.data.data[0]?.order_detail)).toBe(true);
  });

  it("refuses another user's cart, a malformed id and an anonymous caller", async () => {
    const { api: buyer } = await api.loginBuyer();
    expect((await buyer.get(`/api/cartproducts/get-cart-list/${DEMO_USERS.admin.id}`)).status).toBe(403);
    const malformed = await buyer.get('/api/cartproducts/get-cart-list/not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ errors: { userId: expect.any(Array) } });
    expect((await api.get(`/api/cartproducts/get-cart-list/${DEMO_USERS.buyer.id}`)).status).toBe(401);
  });
});

describe('admin service: announcements and newsletter', () => {
  it('GET /api/announcements returns the visible announcement as data.text and data.status', async () => {
    const { status, body } = await api.get<{ data: { text: string; status: boolean } }>('/api/announcements');
    expect(status).toBe(200);
    expect(body.data.status).toBe(true);
    expect(body.data.text.length).toBeGreaterThan(10);
  });

  describe('POST /api/newsletter', () => {
    const email = `news-${randomUUID()}@example.com`;
    afterAll(async () => {
      await withPostgres(
        (client) => client.query('delete from admin.newsletter_subscriptions where email = $1', [email]),
        database,
      );
    });

    it('subscribes once; a second time is success false with a message', async () => {
      const first = await api.post('/api/newsletter', { name: 'Maria Holm', email });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        success: true,
        message: 'Thank you for subscribing to our newsletter.',
      });
      const again = await api.post('/api/newsletter', { name: 'Maria Holm', email: email.toUpperCase() });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({
        success: false,
        message: 'This email is already subscribed to our newsletter.',
      });
    });

    it.each([
      [{ name: '', email: 'a@example.com' }, 'name', 'The name field is required.'],
      [
        { name: "O'Brien", email: 'a@example.com' },
        'name',
        'The name field may only contain alphabetic characters and spaces.',
      ],
      [
        { name: 'R2 D2', email: 'a@example.com' },
        'name',
        'The name field may only contain alphabetic characters and spaces.',
      ],
      [{ name: 'Ann', email: 'not-an-email' }, 'email', 'The email field must be a valid email.'],
      [
        { name: 'a'.repeat(256), email: 'a@example.com' },
        'name',
        'The name field may not be greater than 255 characters.',
      ],
    ])('refuses %j naming the field', async (input, field, message) => {
      const { status, body } = await api.post('/api/newsletter', input);
      expect(status).toBe(400);
      expect((body as { errors: Record<string, string[]> }).errors[field]).toContain(message);
    });

    it('writes nothing for a refused subscription', async () => {
      const rejected = `rejected-${randomUUID()}@example.com`;
      await api.post('/api/newsletter', { name: 'Bad 💍 Name', email: rejected });
      const rows = await withPostgres(
        (client) => client.query('select 1 from admin.newsletter_subscriptions where email = $1', [rejected]),
        database,
      );
      expect(rows.rowCount).toBe(0);
    });
  });
});
