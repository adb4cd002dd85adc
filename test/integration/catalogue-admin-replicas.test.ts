import { join } from 'node:path';
import type { Api } from '../support/api';
import { type Answer, eventually, rows, send, unique } from '../support/catalogue-admin';
import { LOCAL, ROOT, type RunningProcess, startProcess, stopProcess } from '../support/system';
import { system } from './state';

const { api, database, databaseUrl, amqpPrefix, cachePrefix } = system();

jest.setTimeout(180_000);

/** Every one of `times` answers in a row meets `done` (the gateway spreads them over both catalogue processes). */
async function always<T>(read: () => Promise<T>, done: (value: T) => boolean, times = 20): Promise<void> {
  for (let i = 0; i < times; i++) {
    const value = await read();
    if (!done(value))
      throw new Error(`answer ${i + 1} of ${times} is stale: ${JSON.stringify(value).slice(0, 300)}`);
  }
}

describe('back-office changes reach every catalogue process at once', () => {
  let second: RunningProcess;
  let admin: Api;
  let buyer: Api;
  let groupId = 0;
  let design: { id: string; main_group_id: number; sub_group_ids: number[] } | undefined;

  beforeAll(async () => {
    // A second catalogue process on the same database, queue and cache, as a second replica would be.
    second = startProcess('catalogue-2', 'dist/server/apps/catalogue/src/main.js', {
      DATABASE_URL: databaseUrl,
      AMQP_URL: LOCAL.amqp,
      REDIS_URL: LOCAL.redis,
      AMQP_PREFIX: amqpPrefix,
      CACHE_PREFIX: cachePrefix,
      FILES_DIR: join(ROOT, 'tmp', `${database}-files`),
      LOG_LEVEL: 'info',
    });
    await eventually(
      () => Promise.resolve(second.output.join('')),
      (output) => output.includes('search index built') || second.child.exitCode !== null,
      120_000,
    );
    if (second.child.exitCode !== null) throw new Error(second.output.join(''));
    admin = (await api.loginAdmin()).api;
    buyer = (await api.loginBuyer()).api;
  });

  afterAll(async () => {
    if (design) {
      await send(admin, 'POST', '/api/admin/group-designs/assign', {
        designIds: [design.id],
        mainGroupId: design.main_group_id,
      });
      for (const sub of design.sub_group_ids) {
        await send(admin, 'POST', '/api/admin/group-designs/assign', {
          designIds: [design.id],
          subGroupId: sub,
        });
      }
    }
    if (groupId) await send(admin, 'DELETE', `/api/admin/main-groups/${groupId}`);
    await stopProcess(second);
  });

  it('lists a design moved to a new group from either process, and shows a renamed menu entry from either', async () => {
    const group = await send<{ _id: number }>(admin, 'POST', '/api/admin/main-groups', {
      name: unique('IT Replica'),
    });
    groupId = group.body.data._id;
    [design] = await rows<{ id: string; main_group_id: number; sub_group_ids: number[] }>(
      database,
      'select id, main_group_id, sub_group_ids from catalogue.designs where not retired and not is_lab_grown order by design_number limit 1 offset 60',
    );
    if (!design) throw new Error('no design');
    const moved = await send<{ changed: number }>(admin, 'POST', '/api/admin/group-designs/assign', {
      designIds: [design.id],
      mainGroupId: groupId,
    });
    expect(moved.body.data.changed).toBe(1);
    const listing = async () =>
      (
        await buyer.post<Answer<{ rows: Array<{ design_id: string }> }>>('/api/products/search-designs', {
          filters: { category: [groupId] },
        })
      ).body;
    const target = design.id;
    await eventually(listing, (body) => body.status && body.data.rows[0]?.design_id === target);
    await always(
      listing,
      (body) => body.status && body.data.rows.map((row) => row.design_id).join() === target,
    );

    const [entry] = await rows<{ id: string }>(
      database,
      'select id from catalogue.menu_items where parent_id is not null limit 1',
    );
    if (!entry) throw new Error('no menu entry');
    const [before] = await rows<{ title: string }>(
      database,
      'select title from catalogue.menu_items where id = $1',
      [entry.id],
    );
    const title = unique('Replica entry');
    await send(admin, 'PUT', `/api/admin/menu/items/${entry.id}`, { title });
    const hasTitle = (nodes: Array<{ title: string; menu: unknown[] }>, wanted: string): boolean =>
      nodes.some(
        (node) =>
          node.title === wanted || hasTitle(node.menu as Array<{ title: string; menu: unknown[] }>, wanted),
      );
    const menu = async () =>
      (await api.get<Answer<Array<{ title: string; menu: unknown[] }>>>('/api/menu')).body.data;
    await eventually(menu, (nodes) => hasTitle(nodes, title));
    await always(menu, (nodes) => hasTitle(nodes, title));
    await send(admin, 'PUT', `/api/admin/menu/items/${entry.id}`, { title: before?.title ?? 'Entry' });
  });
});
