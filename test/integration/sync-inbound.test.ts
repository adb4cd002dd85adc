import { DEMO_TENANT } from '@atelier/contracts/common';
import { connect } from 'amqplib';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from '../support/accounts';
import { removeDesignsLike } from '../support/catalogue-admin';
import type { Api } from '../support/api';
import { LOCAL } from '../support/system';
import { waitFor } from './orders-support';
import { system } from './state';

jest.setTimeout(120_000);

const { api, amqpPrefix, database, databaseUrl } = system();
const TENANT = DEMO_TENANT.id;
const PREFIX = `IT14-${randomBytes(3).toString('hex').toUpperCase()}`;
const sentIds: string[] = [];
const createdAccounts: string[] = [];

interface AdminVariant {
  id: string;
  sku: string;
  karatId: number;
  shadeId: number;
  qualityId: number;
  totalCarat: number;
  tradePrice: number;
  weight: number;
  stock: number;
  certificateNumber: string | null;
  isDefault: boolean;
}

interface AdminDesign {
  id: string;
  designNumber: string;
  texts: Record<string, { name: string; description: string }>;
  itemId: number;
  mainGroupId: number;
  subGroupIds: number[];
  styleId: number | null;
  settingId: number | null;
  collectionId: number | null;
  stones: unknown[];
  metalWeight: number;
  flags: Record<string, boolean>;
  variants: AdminVariant[];
}

interface ErrorEntry {
  id: string;
  messageId: string;
  type: string;
  record: string | null;
  reason: string;
  status: string;
  note: string | null;
  attempts: number;
}

let admin: Api;

/** Plays Sellease: publishes to the sync service's inbound queue in Sellease's own format, confirmed. */
async function publish(
  messages: Array<{ type: string; body: unknown; messageId?: string; tenantId?: string }>,
): Promise<string[]> {
  const connection = await connect(LOCAL.amqp);
  const ids: string[] = [];
  try {
    const channel = await connection.createConfirmChannel();
    for (const message of messages) {
      const messageId = message.messageId ?? `SE-${randomUUID()}`;
      ids.push(messageId);
      sentIds.push(messageId);
      channel.sendToQueue(`${amqpPrefix}.sellease.inbound`, Buffer.from(JSON.stringify(message.body)), {
        persistent: true,
        messageId,
        type: message.type,
        contentType: 'application/json',
        headers: { 'x-tenant-id': message.tenantId ?? TENANT },
      });
    }
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
  return ids;
}

async function statusOf(messageId: string): Promise<string | undefined> {
  const [row] = await sql<{ status: string }>(
    database,
    'select status from sync.sellease_messages where tenant_id = $1 and message_id = $2',
    [TENANT, messageId],
  );
  return row?.status;
}

async function settled(messageId: string): Promise<string> {
  return waitFor(async () => {
    const status = await statusOf(messageId);
    return status && status !== 'received' ? status : null;
  });
}

async function design(id: string): Promise<AdminDesign> {
  const { body } = await admin.get<{ data: AdminDesign }>(`/api/admin/designs/${id}`);
  return body.data;
}

function variantOf(made: AdminDesign, sku: string): AdminVariant {
  const found = made.variants.find((variant) => variant.sku === sku);
  if (!found) throw new Error(`no variant ${sku}`);
  return found;
}

/** A copy of a demo design under a test number with its own SKUs, so the suite touches only its own. */
async function makeDesign(number: string, skus: string[]): Promise<AdminDesign> {
  const list = await admin.get<{ data: { rows: Array<{ id: string }> } }>('/api/admin/designs?limit=1');
  const template = await design(list.body.data.rows[0]?.id ?? '');
  const base = template.variants[0];
  if (!base) throw new Error('the demo design has no variant');
  const body = {
    designNumber: number,
    texts: template.texts,
    itemId: template.itemId,
    mainGroupId: template.mainGroupId,
    subGroupIds: template.subGroupIds,
    ...(template.styleId ? { styleId: template.styleId } : {}),
    ...(template.settingId ? { settingId: template.settingId } : {}),
    ...(template.collectionId ? { collectionId: template.collectionId } : {}),
    stones: template.stones,
    metalWeight: template.metalWeight,
    flags: { ...template.flags, uniquePiece: false, certified: false },
    variants: skus.map((sku, i) => ({
      sku,
      karatId: base.karatId,
      shadeId: base.shadeId,
      qualityId: base.qualityId,
      totalCarat: base.totalCarat + i / 100,
      tradePrice: 100,
      weight: base.weight,
      stock: 0,
      isDefault: i === 0,
    })),
  };
  const made = await admin.post<{ data: AdminDesign }>('/api/admin/designs', body);
  if (made.status !== 200) throw new Error(`design not made: ${JSON.stringify(made.body)}`);
  return made.body.data;
}

async function errorsOf(record: string, status = 'open'): Promise<ErrorEntry[]> {
  const { body } = await admin.get<{ data: { rows: ErrorEntry[] } }>(
    `/api/sync/sellease/errors?status=${status}&search=${encodeURIComponent(record)}`,
  );
  return body.data.rows;
}

beforeAll(async () => {
  ({ api: admin } = await api.loginAdmin());
});

afterAll(async () => {
  await sql(database, 'delete from sync.sync_errors where tenant_id = $1 and message_id = any($2)', [
    TENANT,
    sentIds,
  ]);
  await sql(database, 'delete from sync.sellease_messages where tenant_id = $1 and message_id = any($2)', [
    TENANT,
    sentIds,
  ]);
  await sql(database, 'delete from sync.record_versions where tenant_id = $1 and key like $2', [
    TENANT,
    `${PREFIX}%`,
  ]);
  await sql(database, 'delete from orders.inventory where tenant_id = $1 and sku like $2', [
    TENANT,
    `${PREFIX}%`,
  ]);
  await sql(database, 'delete from identity.customers where tenant_id = $1 and ac_no = any($2)', [
    TENANT,
    createdAccounts,
  ]);
  await removeDesignsLike(database, databaseUrl, TENANT, PREFIX);
});

describe('Sellease inbound: applied through the owning services', () => {
  it('applies a stock level through orders: stock 5 shows as 5 through the catalogue API', async () => {
    const made = await makeDesign(`${PREFIX}-S`, [`${PREFIX}-S-1`]);
    const [id] = await publish([
      { type: 'stock.updated', body: { sku: `${PREFIX}-S-1`, quantity: 5, version: 1 } },
    ]);
    expect(await settled(id ?? '')).toBe('applied');
    const shown = await waitFor(async () => {
      const stock = variantOf(await design(made.id), `${PREFIX}-S-1`).stock;
      return stock === 5 ? stock : null;
    });
    expect(shown).toBe(5);
    const [row] = await sql<{ on_hand: number }>(
      database,
      'select on_hand from orders.inventory where tenant_id = $1 and sku = $2',
      [TENANT, `${PREFIX}-S-1`],
    );
    expect(row?.on_hand).toBe(5);
  });

  it('applies a trade price through the catalogue', async () => {
    const made = await makeDesign(`${PREFIX}-P`, [`${PREFIX}-P-1`, `${PREFIX}-P-2`]);
    const ids = await publish([
      { type: 'price.updated', body: { sku: `${PREFIX}-P-1`, tradePrice: 123.45, version: 1 } },
      { type: 'price.updated', body: { sku: `${PREFIX}-P-2`, tradePrice: 99, version: 1 } },
    ]);
    for (const id of ids) expect(await settled(id)).toBe('applied');
    const after = await design(made.id);
    expect(variantOf(after, `${PREFIX}-P-1`).tradePrice).toBe(123.45);
    expect(variantOf(after, `${PREFIX}-P-2`).tradePrice).toBe(99);
  });

  it('applies a message once however often it arrives, and never lets an older version win', async () => {
    const made = await makeDesign(`${PREFIX}-O`, [`${PREFIX}-O-1`]);
    const sku = `${PREFIX}-O-1`;
    const [newer] = await publish([{ type: 'stock.updated', body: { sku, quantity: 7, version: 20 } }]);
    expect(await settled(newer ?? '')).toBe('applied');
    // The same message again, then an older version under another id: neither changes anything.
    await publish([{ type: 'stock.updated', body: { sku, quantity: 7, version: 20 }, messageId: newer }]);
    const [older] = await publish([{ type: 'stock.updated', body: { sku, quantity: 3, version: 19 } }]);
    expect(await settled(older ?? '')).toBe('stale');
    await waitFor(async () => {
      const [row] = await sql<{ deliveries: number }>(
        database,
        'select deliveries from sync.sellease_messages where tenant_id = $1 and message_id = $2',
        [TENANT, newer],
      );
      return row?.deliveries === 2;
    });
    // Several versions of one record in one burst: the newest wins whatever the order of arrival.
    const burst = await publish([
      { type: 'stock.updated', body: { sku, quantity: 11, version: 31 } },
      { type: 'stock.updated', body: { sku, quantity: 12, version: 33 } },
      { type: 'stock.updated', body: { sku, quantity: 10, version: 30 } },
    ]);
    const outcomes = await Promise.all(burst.map(settled));
    expect(outcomes.filter((status) => status === 'applied').length).toBeGreaterThanOrEqual(1);
    const stock = await waitFor(async () => {
      const value = variantOf(await design(made.id), sku).stock;
      return value === 12 ? value : null;
    });
    expect(stock).toBe(12);
    const [version] = await sql<{ version: string }>(
      database,
      `select version from sync.record_versions where tenant_id = $1 and kind = 'stock' and key = $2`,
      [TENANT, sku],
    );
    expect(Number(version?.version)).toBe(33);
  });

  it('puts an invalid message or an unknown SKU on the error list without holding back the rest', async () => {
    const made = await makeDesign(`${PREFIX}-E`, [`${PREFIX}-E-1`]);
    const missing = `${PREFIX}-E-NOPE`;
    const ids = await publish([
      { type: 'stock.updated', body: { sku: `${PREFIX}-E-1`, quantity: -4, version: 1 } },
      { type: 'price.updated', body: { sku: missing, tradePrice: 50, version: 1 } },
      { type: 'stock.updated', body: { sku: `${PREFIX}-E-1`, quantity: 9, version: 2 } },
    ]);
    const statuses = await Promise.all(ids.map(settled));
    expect(statuses).toEqual(['error', 'error', 'applied']);
    await waitFor(async () => variantOf(await design(made.id), `${PREFIX}-E-1`).stock === 9);

    const invalid = await errorsOf(`${PREFIX}-E-1`);
    expect(invalid).toEqual([
      expect.objectContaining({ messageId: ids[0], type: 'stock.updated', status: 'open' }),
    ]);
    expect(invalid[0]?.reason).toBe('The quantity field must be 0 or more.');
    const unknown = await errorsOf(missing);
    expect(unknown).toEqual([expect.objectContaining({ messageId: ids[1], record: missing })]);
    expect(unknown[0]?.reason).toBe(`No variant has the SKU ${missing}.`);
  });

  it('retries an entry once what it names exists, and discards another with a note', async () => {
    const sku = `${PREFIX}-R-1`;
    const [priceId] = await publish([{ type: 'price.updated', body: { sku, tradePrice: 77.5, version: 5 } }]);
    expect(await settled(priceId ?? '')).toBe('error');
    const [entry] = await errorsOf(sku);
    if (!entry) throw new Error('no error entry');

    const early = await admin.post<{ data: { resolved: number; stillFailing: number } }>(
      `/api/sync/sellease/errors/${entry.id}/retry`,
      {},
    );
    expect(early.body.data).toMatchObject({ resolved: 0, stillFailing: 1 });
    expect((await errorsOf(sku))[0]?.attempts).toBe(2);

    const made = await makeDesign(`${PREFIX}-R`, [sku]);
    const retried = await admin.post<{ data: { resolved: number } }>('/api/sync/sellease/errors/retry', {
      ids: [entry.id],
    });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ resolved: 1 });
    expect(variantOf(await design(made.id), sku).tradePrice).toBe(77.5);
    expect(await errorsOf(sku)).toEqual([]);
    expect(await errorsOf(sku, 'resolved')).toEqual([expect.objectContaining({ id: entry.id })]);

    const [badId] = await publish([{ type: 'stock.counted', body: { sku, quantity: 1, version: 1 } }]);
    expect(await settled(badId ?? '')).toBe('error');
    const [bad] = (await errorsOf(badId ?? '')).filter((row) => row.messageId === badId);
    expect(bad?.reason).toBe('Sellease sent a message of an unknown type: stock.counted.');
    const discarded = await admin.post<{ data: ErrorEntry }>(`/api/sync/sellease/errors/${bad?.id}/discard`, {
      note: 'Sellease test message',
    });
    expect(discarded.body.data).toMatchObject({ status: 'discarded', note: 'Sellease test message' });
    const again = await admin.post<{ code: string }>(`/api/sync/sellease/errors/${bad?.id}/retry`, {});
    expect(again.status).toBe(409);
    const noNote = await admin.post<{ errors: Record<string, string[]> }>(
      `/api/sync/sellease/errors/${bad?.id}/discard`,
      {},
    );
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors['note']).toBeDefined();
  });

  it('creates and changes a design with its variants through the catalogue, named by url_path', async () => {
    const [names] = await sql<{
      item: string;
      main_group: string;
      karat: string;
      shade: string;
      quality: string;
    }>(
      database,
      `select i.url_path as item, g.url_path as main_group, k.url_path as karat, s.url_path as shade,
              q.url_path as quality
         from catalogue.variants v
         join catalogue.designs d on d.id = v.design_id
         join catalogue.items i on i.id = d.item_id
         join catalogue.main_groups g on g.id = d.main_group_id
         join catalogue.karates k on k.id = v.karat_id
         join catalogue.shades s on s.id = v.shade_id
         join catalogue.qualities q on q.id = v.quality_id
        where v.tenant_id = $1 and not d.is_unique_piece and not d.is_certified
        limit 1`,
      [TENANT],
    );
    if (!names) throw new Error('no demo variant');
    const number = `${PREFIX}-D`;
    const variant = (sku: string, totalCarat: number, tradePrice: number) => ({
      sku,
      karat: names.karat,
      shade: names.shade,
      quality: names.quality,
      totalCarat,
      tradePrice,
      weight: 3.1,
      stock: 2,
    });
    const body = (version: number, name: string, variants: unknown[]) => ({
      designNumber: number,
      version,
      name,
      description: 'From Sellease',
      item: names.item,
      mainGroup: names.main_group,
      metalWeight: 3.1,
      flags: { newArrival: true },
      variants,
    });
    const [created] = await publish([
      {
        type: 'design.upserted',
        body: body(1, 'Sellease solitaire', [
          variant(`${number}-1`, 0.5, 400),
          variant(`${number}-2`, 0.7, 520),
        ]),
      },
    ]);
    expect(await settled(created ?? '')).toBe('applied');
    const list = await admin.get<{ data: { rows: Array<{ id: string }> } }>(
      `/api/admin/designs?search=${encodeURIComponent(number)}`,
    );
    const id = list.body.data.rows[0]?.id ?? '';
    const first = await design(id);
    expect(first.texts['en']?.name).toBe('Sellease solitaire');
    expect(first.variants.map((v) => [v.sku, v.tradePrice]).sort()).toEqual([
      [`${number}-1`, 400],
      [`${number}-2`, 520],
    ]);

    // Changed in Sellease: renamed, one variant dropped, one added; an older version arriving late is stale.
    const [changed] = await publish([
      {
        type: 'design.upserted',
        body: body(3, 'Sellease solitaire II', [
          variant(`${number}-1`, 0.5, 410),
          variant(`${number}-3`, 1, 900),
        ]),
      },
    ]);
    expect(await settled(changed ?? '')).toBe('applied');
    const [late] = await publish([
      { type: 'design.upserted', body: body(2, 'Old name', [variant(`${number}-1`, 0.5, 1)]) },
    ]);
    expect(await settled(late ?? '')).toBe('stale');
    const second = await design(id);
    expect(second.texts['en']?.name).toBe('Sellease solitaire II');
    expect(second.variants.map((v) => [v.sku, v.tradePrice]).sort()).toEqual([
      [`${number}-1`, 410],
      [`${number}-3`, 900],
    ]);

    // A design naming a karat the catalogue does not know is refused with the reason, nothing written.
    const [bad] = await publish([
      {
        type: 'design.upserted',
        body: {
          ...body(1, 'Bad karat', [{ ...variant(`${number}-X1`, 1, 5), karat: 'unobtainium' }]),
          designNumber: `${number}X`,
        },
      },
    ]);
    expect(await settled(bad ?? '')).toBe('error');
    const [entry] = await errorsOf(`${number}X`);
    expect(entry?.reason).toContain('unobtainium');
    const none = await admin.get<{ data: { rows: unknown[] } }>(
      `/api/admin/designs?search=${encodeURIComponent(`${number}X`)}`,
    );
    expect(none.body.data.rows).toEqual([]);
  });

  it('creates and changes a customer account through identity, by account number', async () => {
    const acNo = `SE${randomBytes(4).toString('hex').toUpperCase()}`;
    createdAccounts.push(acNo);
    const account = (version: number, over: Record<string, unknown>) => ({
      type: 'customer.upserted',
      body: { acNo, companyName: 'Sellease Jewels Ltd', contactName: 'Ann Lee', version, ...over },
    });
    const [created] = await publish([account(1, { markup: 2.2, currency: 'GBP' })]);
    expect(await settled(created ?? '')).toBe('applied');
    const [row] = await sql<{ id: string }>(
      database,
      'select id from identity.customers where tenant_id = $1 and ac_no = $2',
      [TENANT, acNo],
    );
    const read = () =>
      admin.get<{ data: { company: string; markup: number; status: string; isVatApplicable: boolean } }>(
        `/api/customers/${row?.id}`,
      );
    expect((await read()).body.data).toMatchObject({
      company: 'Sellease Jewels Ltd',
      markup: 2.2,
      status: 'approved',
    });
    const [changed] = await publish([
      account(2, { companyName: 'Sellease Jewels plc', isVatApplicable: false }),
    ]);
    expect(await settled(changed ?? '')).toBe('applied');
    expect((await read()).body.data).toMatchObject({
      company: 'Sellease Jewels plc',
      markup: 2.2,
      isVatApplicable: false,
    });
    const [bad] = await publish([account(3, { markup: 40 })]);
    expect(await settled(bad ?? '')).toBe('error');
    expect((await errorsOf(acNo))[0]?.reason).toBe('The markup field must be 10 or less.');
  });

  it('refuses the error list to a storefront buyer, on the server', async () => {
    const { api: buyer } = await api.loginBuyer();
    const { status } = await buyer.get('/api/sync/sellease/errors');
    expect(status).toBe(403);
  });
});
