import { removeUsers } from '../support/accounts';
import type { Api } from '../support/api';
import { adminWith, type Answer, eventually, rows, send, unique } from '../support/catalogue-admin';
import { system } from './state';

const { api, database } = system();

interface Group {
  _id: number;
  name: string;
  names: Record<string, string>;
  url_path: string;
  main_group_id: number | null;
  design_count: number;
}
interface Page<T> {
  rows: T[];
  count: number;
  page: number;
  limit: number;
  pages: number;
}
interface DesignRow {
  design_id: string;
  design: string;
  main_group_id: number;
  sub_group_ids: number[];
}
interface Original {
  id: string;
  design_number: string;
  main_group_id: number;
  sub_group_ids: number[];
  attribute_ids: number[];
}

/** Designs the tests regroup, with what to put back. */
async function pickDesigns(offset: number): Promise<Original[]> {
  return rows<Original>(
    database,
    'select id, design_number, main_group_id, sub_group_ids, attribute_ids from catalogue.designs where not retired order by design_number limit 2 offset $1',
    [offset],
  );
}

describe('back office: groups, designs in groups, similar designs and collections (designs permission)', () => {
  let admin: Api;
  let buyer: Api;
  const users: string[] = [];
  const originals: Original[] = [];
  const mainGroups: number[] = [];
  const subGroups: number[] = [];
  const collections: number[] = [];

  beforeAll(async () => {
    admin = (await api.loginAdmin()).api;
    buyer = (await api.loginBuyer()).api;
  });

  afterAll(async () => {
    // Put the designs back through the API, so their search rows follow.
    for (const design of originals) {
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
    for (const id of collections) await send(admin, 'DELETE', `/api/admin/collections/${id}`);
    for (const id of subGroups) await send(admin, 'DELETE', `/api/admin/sub-groups/${id}`);
    for (const id of mainGroups) await send(admin, 'DELETE', `/api/admin/main-groups/${id}`);
    await removeUsers(database, users);
  });

  it('creates main and sub groups, pages them, maps designs in bulk and the storefront lists them at once', async () => {
    const name = unique('IT Rings');
    const main = await send<Group>(admin, 'POST', '/api/admin/main-groups', {
      name,
      names: { sv: 'IT Ringar' },
      sortOrder: 900,
    });
    expect(main.status).toBe(200);
    mainGroups.push(main.body.data._id);
    expect(main.body.data.url_path).toBe(name.toLowerCase().replace(/ /g, '-'));
    const duplicate = await send(admin, 'POST', '/api/admin/main-groups', {
      name: 'Other',
      urlPath: main.body.data.url_path,
    });
    expect(duplicate.status).toBe(409);
    expect(Object.keys(duplicate.body.errors ?? {})).toEqual(['urlPath']);

    const paged = await send<Page<Group>>(admin, 'GET', '/api/admin/main-groups?limit=2&page=1');
    expect(paged.body.data.rows).toHaveLength(2);
    expect(paged.body.data.pages).toBe(Math.ceil(paged.body.data.count / 2));

    const sub = await send<Group>(admin, 'POST', '/api/admin/sub-groups', {
      name: 'IT Solitaires',
      mainGroupId: main.body.data._id,
    });
    expect(sub.status).toBe(200);
    subGroups.push(sub.body.data._id);
    const subs = await send<Page<Group>>(
      admin,
      'GET',
      `/api/admin/sub-groups?mainGroupId=${main.body.data._id}`,
    );
    expect(subs.body.data.rows.map((group) => group._id)).toEqual([sub.body.data._id]);

    const designs = await pickDesigns(10);
    originals.push(...designs);
    const ids = designs.map((design) => design.id);
    const assigned = await send<{ changed: number }>(admin, 'POST', '/api/admin/group-designs/assign', {
      designIds: ids,
      subGroupId: sub.body.data._id,
    });
    expect(assigned.body.data).toEqual({ changed: 2 });
    const inGroup = await send<Page<DesignRow>>(
      admin,
      'GET',
      `/api/admin/group-designs?subGroupId=${sub.body.data._id}`,
    );
    expect(inGroup.body.data.rows.map((row) => row.design_id).sort()).toEqual([...ids].sort());
    expect(inGroup.body.data.rows[0]?.main_group_id).toBe(main.body.data._id);

    // The new category is searchable and lists exactly these designs, without waiting for any cache.
    const listed = await eventually(
      () =>
        buyer.post<Answer<{ rows: Array<{ design_id: string }> }>>('/api/products/search-designs', {
          filters: { category: [main.body.data._id] },
        }),
      (answer) => answer.status === 200 && answer.body.data.rows.length === 2,
    );
    expect(listed.body.data.rows.map((row) => row.design_id).sort()).toEqual([...ids].sort());

    const unassigned = await send<{ changed: number }>(admin, 'POST', '/api/admin/group-designs/unassign', {
      designIds: ids,
      subGroupId: sub.body.data._id,
    });
    expect(unassigned.body.data.changed).toBe(2);
    const first = designs[0];
    if (!first) throw new Error('no design');
    const lonely = await send<Page<DesignRow>>(
      admin,
      'GET',
      `/api/admin/unassigned-designs?search=${first.design_number}`,
    );
    expect(lonely.body.data.rows.map((row) => row.design_id)).toContain(first.id);

    const inUse = await send(admin, 'DELETE', `/api/admin/main-groups/${main.body.data._id}`);
    expect(inUse.status).toBe(409);

    const log = await send<Page<{ before: { mainGroupId: number }; after: { mainGroupId: number } }>>(
      admin,
      'GET',
      `/api/admin/catalogue-change-log?entityType=design_groups&entityId=${first.id}`,
    );
    expect(log.body.data.rows.at(-1)).toMatchObject({
      before: { mainGroupId: first.main_group_id },
      after: { mainGroupId: main.body.data._id },
    });

    // The whole log, newest first, and one kind of entity across every entity.
    const everything = await send<Page<{ entity_type: string; entity_id: string }>>(
      admin,
      'GET',
      '/api/admin/catalogue-change-log?limit=5',
    );
    expect(everything.body.data.rows[0]).toMatchObject({ entity_type: 'design_groups' });
    expect(ids).toContain(everything.body.data.rows[0]?.entity_id);
    const groups = await send<Page<{ entity_type: string; entity_id: string }>>(
      admin,
      'GET',
      '/api/admin/catalogue-change-log?entityType=main_group&limit=100',
    );
    expect(new Set(groups.body.data.rows.map((row) => row.entity_type))).toEqual(new Set(['main_group']));
    expect(groups.body.data.rows.map((row) => row.entity_id)).toContain(String(main.body.data._id));
    const badKind = await send(admin, 'GET', '/api/admin/catalogue-change-log?entityType=design');
    expect(badKind.status).toBe(400);
    expect(Object.keys(badKind.body.errors ?? {})).toEqual(['entityType']);
  });

  it('refuses bad input naming the field and changes nothing', async () => {
    const [design] = await pickDesigns(20);
    if (!design) throw new Error('no design');
    const unknown = await send(admin, 'POST', '/api/admin/group-designs/assign', {
      designIds: [design.id, '00000000-0000-4000-8000-000000000000'],
      mainGroupId: design.main_group_id,
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(['designIds']);
    const noGroup = await send(admin, 'POST', '/api/admin/group-designs/assign', { designIds: [design.id] });
    expect(Object.keys(noGroup.body.errors ?? {})).toEqual(['mainGroupId']);
    const notList = await send(admin, 'POST', '/api/admin/group-designs/assign', {
      designIds: 'all',
      mainGroupId: 1,
    });
    expect(notList.body.errors?.['designIds']?.[0]).toContain('list');
    const badSub = await send(admin, 'POST', '/api/admin/sub-groups', {
      name: 'X',
      mainGroupId: 2_000_000_000,
    });
    expect(Object.keys(badSub.body.errors ?? {})).toEqual(['mainGroupId']);
    const badName = await send(admin, 'POST', '/api/admin/main-groups', {
      name: '',
      names: { sv: 'x'.repeat(300) },
    });
    expect(Object.keys(badName.body.errors ?? {}).sort()).toEqual(['name', 'names']);
    const badLimit = await send(admin, 'GET', '/api/admin/main-groups?limit=5000');
    expect(Object.keys(badLimit.body.errors ?? {})).toEqual(['limit']);
    const badId = await send(admin, 'PUT', '/api/admin/main-groups/abc', { name: 'X' });
    expect(badId.status).toBe(400);
    const [after] = await rows<Original>(
      database,
      'select main_group_id, sub_group_ids from catalogue.designs where id = $1',
      [design.id],
    );
    expect(after).toEqual({ main_group_id: design.main_group_id, sub_group_ids: design.sub_group_ids });
  });

  it('maps similar designs both ways, live on both design pages', async () => {
    const [a, b] = await pickDesigns(30);
    if (!a || !b) throw new Error('no designs');
    const similarOf = async (id: string) =>
      (
        await buyer.get<Answer<{ similar: Array<{ design_id: string }> }>>(`/api/designs/${id}`)
      ).body.data.similar.map((card) => card.design_id);
    const mapped = await send<{ changed: number }>(admin, 'POST', '/api/admin/similar-designs', {
      designId: a.id,
      similarDesignIds: [b.id],
    });
    expect(mapped.status).toBe(200);
    await eventually(
      () => similarOf(a.id),
      (ids) => ids.includes(b.id),
    );
    await eventually(
      () => similarOf(b.id),
      (ids) => ids.includes(a.id),
    );
    const listed = await send<Page<DesignRow>>(admin, 'GET', `/api/admin/designs/${b.id}/similar`);
    expect(listed.body.data.rows.map((row) => row.design_id)).toContain(a.id);

    const self = await send(admin, 'POST', '/api/admin/similar-designs', {
      designId: a.id,
      similarDesignIds: [a.id],
    });
    expect(Object.keys(self.body.errors ?? {})).toEqual(['similarDesignIds']);

    const removed = await send<{ changed: number }>(admin, 'POST', '/api/admin/similar-designs/remove', {
      designId: b.id,
      similarDesignId: a.id,
    });
    expect(removed.body.data.changed).toBeGreaterThanOrEqual(1);
    await eventually(
      () => similarOf(a.id),
      (ids) => !ids.includes(b.id),
    );
    await eventually(
      () => similarOf(b.id),
      (ids) => !ids.includes(a.id),
    );
  });

  it('keeps collections and their designs', async () => {
    const made = await send<{ _id: number; url_path: string }>(admin, 'POST', '/api/admin/collections', {
      name: unique('IT Eternity'),
    });
    expect(made.status).toBe(200);
    collections.push(made.body.data._id);
    const designs = await pickDesigns(40);
    const ids = designs.map((design) => design.id);
    const added = await send<{ changed: number }>(
      admin,
      'POST',
      `/api/admin/collections/${made.body.data._id}/designs`,
      { designIds: ids },
    );
    expect(added.body.data.changed).toBe(2);
    const members = await send<Page<DesignRow>>(
      admin,
      'GET',
      `/api/admin/collections/${made.body.data._id}/designs`,
    );
    expect(members.body.data.count).toBe(2);
    const list = await send<Page<{ _id: number; design_count: number }>>(
      admin,
      'GET',
      '/api/admin/collections?limit=200',
    );
    expect(list.body.data.rows.find((row) => row._id === made.body.data._id)?.design_count).toBe(2);
    const removed = await send<{ changed: number }>(
      admin,
      'POST',
      `/api/admin/collections/${made.body.data._id}/designs/remove`,
      {
        designIds: ids,
      },
    );
    expect(removed.body.data.changed).toBe(2);
    const deleted = await send(admin, 'DELETE', `/api/admin/collections/${made.body.data._id}`);
    expect(deleted.status).toBe(200);
    collections.pop();
    expect((await send(admin, 'GET', `/api/admin/collections/${made.body.data._id}/designs`)).status).toBe(
      404,
    );
  });

  it('answers 403 to an admin without the designs permission', async () => {
    const { client, userId } = await adminWith(api, admin, ['images']);
    users.push(userId);
    expect((await client.get('/api/admin/main-groups')).status).toBe(403);
    expect((await send(client, 'POST', '/api/admin/similar-designs', {})).status).toBe(403);
  });
});
