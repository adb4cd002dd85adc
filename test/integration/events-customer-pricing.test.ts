import { approvedBuyer, type Applicant, removeApplicants } from '../support/accounts';
import type { Api } from '../support/api';
import { expectedRrp, pricedObjects } from '../support/catalogue';
import { withPostgres } from '../support/system';
import { system } from './state';

const { api, database, mailDir } = system();

/** The first retail price the design page shows this client, with the trade price behind it. */
async function firstRrp(client: Api, designId: string): Promise<{ rrp: unknown; trade: number }> {
  const { body } = await client.get(`/api/designs/${designId}`);
  const [priced] = pricedObjects(body);
  if (!priced) throw new Error('the design shows no price');
  const variantId = String(priced.object['variant_id'] ?? priced.object['_id']);
  const [row] = await withPostgres(
    async (db) =>
      (
        await db.query<{ trade_price: string }>('select trade_price from catalogue.variants where id = $1', [
          variantId,
        ])
      ).rows,
    database,
  );
  return { rrp: priced.object['price'], trade: Number(row?.trade_price) };
}

describe('CustomerPricingChanged: identity announces a markup change through its outbox', () => {
  const made: Applicant[] = [];

  afterAll(async () => {
    await removeApplicants(database, made);
  });

  it("drops the catalogue's cached pricing of that customer, so the next RRP uses the new markup", async () => {
    const { api: admin } = await api.loginAdmin();
    const applicant = await approvedBuyer(api, admin, database, mailDir);
    made.push(applicant);
    const { api: buyer } = await api.login(applicant.email, applicant.password);
    const client = buyer.with({ 'x-price-status': '1', 'x-customer-id': applicant.customerId });
    const [design] = await withPostgres(
      async (db) =>
        (await db.query<{ id: string }>('select id from catalogue.designs order by design_number limit 1'))
          .rows,
      database,
    );
    const designId = design?.id ?? '';

    const before = await firstRrp(client, designId);
    expect(before.rrp).toBe(expectedRrp(before.trade, 2.5, 20, true));

    const changed = await client.post('/api/users/update-markup', { markup: 4 });
    expect(changed.status).toBe(200);
    const expected = expectedRrp(before.trade, 4, 20, true);
    // The cached pricing lives far longer than this wait: only the event's eviction can make it pass.
    const deadline = Date.now() + 10_000;
    let seen = (await firstRrp(client, designId)).rrp;
    while (seen !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = (await firstRrp(client, designId)).rrp;
    }
    expect(seen).toBe(expected);
    const [sent] = await withPostgres(
      async (db) =>
        (
          await db.query<{ n: string }>(
            "select count(*) as n from identity.outbox where event = 'identity.customer.pricing-changed' and payload->>'customerId' = $1 and sent_at is not null",
            [applicant.customerId],
          )
        ).rows,
      database,
    );
    expect(Number(sent?.n)).toBe(1);
  });
});
