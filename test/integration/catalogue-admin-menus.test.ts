import { removeUsers } from '../support/accounts';
import type { Api } from '../support/api';
import { adminWith, type Answer, eventually, rows, send, unique } from '../support/catalogue-admin';
import { system } from './state';

const { api, database } = system();

interface MenuNode {
  _id: string;
  title: string;
  url_path: string;
  is_new: boolean;
  menu: MenuNode[];
}

interface AdminNode extends MenuNode {
  parent_id: string | null;
  titles: Record<string, string>;
  category: string | null;
  sub_group: string | null;
  menu: AdminNode[];
}

const storefrontMenu = async (language = 'en'): Promise<MenuNode[]> =>
  (await api.get<Answer<MenuNode[]>>('/api/menu', { 'x-language-code': language })).body.data;

const topNamed = (tree: MenuNode[], urlPath: string) => tree.find((node) => node.url_path === urlPath);

describe('back office: the mega-menu (menus permission), live in the storefront', () => {
  let admin: Api;
  let adminId: string;
  const created: string[] = [];
  const users: string[] = [];

  beforeAll(async () => {
    const login = await api.loginAdmin();
    admin = login.api;
    adminId = login.userId;
  });

  afterAll(async () => {
    for (const id of created) await send(admin, 'DELETE', `/api/admin/menu/items/${id}`);
    await removeUsers(database, users);
  });

  it('creates a top item, submenu and entries, orders them by drag, maps a group and shows it all at once', async () => {
    const topPath = unique('it-menu');
    const top = await send<AdminNode>(admin, 'POST', '/api/admin/menu/items', {
      title: 'Atelier Test',
      titles: { sv: 'Ateljétest' },
      urlPath: topPath,
      isNew: true,
    });
    expect(top.status).toBe(200);
    created.push(top.body.data._id);
    const topId = top.body.data._id;

    const shown = await eventually(storefrontMenu, (tree) => topNamed(tree, topPath) !== undefined);
    expect(topNamed(shown, topPath)).toMatchObject({ title: 'Atelier Test', is_new: true });
    const swedish = await eventually(
      () => storefrontMenu('sv'),
      (tree) => topNamed(tree, topPath) !== undefined,
    );
    expect(topNamed(swedish, topPath)?.title).toBe('Ateljétest');

    const sub = await send<AdminNode>(admin, 'POST', '/api/admin/menu/items', {
      parentId: topId,
      title: 'By style',
      urlPath: `${topPath}-by-style`,
      isSubmenu1Clickable: true,
    });
    const subId = sub.body.data._id;
    const entries: string[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      const entry = await send<AdminNode>(admin, 'POST', '/api/admin/menu/items', {
        parentId: subId,
        title,
        urlPath: title.toLowerCase(),
        sortBy: 'newest',
      });
      expect(entry.status).toBe(200);
      entries.push(entry.body.data._id);
    }

    const [first, second, third] = entries as [string, string, string];
    const reordered = await send<AdminNode[]>(admin, 'PUT', '/api/admin/menu/order', {
      parentId: subId,
      ids: [third, first, second],
    });
    expect(reordered.status).toBe(200);
    const order = (tree: MenuNode[]) =>
      topNamed(tree, topPath)?.menu[0]?.menu.map((node) => node.title) ?? [];
    await eventually(storefrontMenu, (tree) => order(tree).join() === 'Third,First,Second');

    const groups = await send<{ rows: Array<{ _id: number; url_path: string }> }>(
      admin,
      'GET',
      '/api/admin/main-groups?limit=5',
    );
    if (groups.status !== 200) throw new Error(JSON.stringify(groups.body));
    const group = groups.body.data.rows[0];
    if (!group) throw new Error('no main group');
    const mapped = await send<AdminNode>(admin, 'PUT', `/api/admin/menu/items/${third}/groups`, {
      mainGroupId: group._id,
    });
    expect(mapped.status).toBe(200);
    expect(mapped.body.data.category).toBe(group.url_path);

    const page2 = await api.get<Answer<{ top: MenuNode; entries: MenuNode[] }>>(
      `/api/page2/${topId}?subMenu=${topPath}-by-style`,
    );
    expect(page2.status).toBe(200);
    expect(page2.body.data.entries.map((node) => node.title)).toEqual(['Third', 'First', 'Second']);
    expect((await api.get(`/api/page2/${topId}?subMenu=no-such-submenu`)).status).toBe(400);

    // An entry renamed by staff shows in the storefront's menu within moments (no cache expiry needed).
    const renamed = await send<AdminNode>(admin, 'PUT', `/api/admin/menu/items/${first}`, {
      title: 'Renamed entry',
      isNew: true,
    });
    expect(renamed.status).toBe(200);
    const live = await eventually(storefrontMenu, (tree) =>
      (topNamed(tree, topPath)?.menu[0]?.menu ?? []).some(
        (node) => node.title === 'Renamed entry' && node.is_new,
      ),
    );
    expect(topNamed(live, topPath)?.menu[0]?.menu.map((node) => node.title)).toEqual([
      'Third',
      'Renamed entry',
      'Second',
    ]);

    const log = await send<{
      rows: Array<{ action: string; user_id: string; before: { title?: string }; after: { title?: string } }>;
    }>(admin, 'GET', `/api/admin/catalogue-change-log?entityType=menu_item&entityId=${first}`);
    expect(log.body.data.rows[0]).toMatchObject({
      action: 'updated',
      user_id: adminId,
      before: { title: 'First' },
      after: { title: 'Renamed entry' },
    });
    const [event] = await rows<{ n: string }>(
      database,
      "select count(*) as n from catalogue.outbox where event = 'catalogue.menu.changed' and sent_at is not null and payload ? 'designIds'",
    );
    expect(Number(event?.n)).toBeGreaterThan(0);

    const removed = await send(admin, 'DELETE', `/api/admin/menu/items/${topId}`);
    expect(removed.status).toBe(200);
    created.splice(created.indexOf(topId), 1);
    await eventually(storefrontMenu, (tree) => topNamed(tree, topPath) === undefined);
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const before = await rows<{ n: string }>(database, 'select count(*) as n from catalogue.menu_items');
    const badPath = await send(admin, 'POST', '/api/admin/menu/items', { title: 'Ok', urlPath: 'Bad Path!' });
    expect(badPath.status).toBe(400);
    expect(Object.keys(badPath.body.errors ?? {})).toEqual(['urlPath']);
    const emoji = await send(admin, 'POST', '/api/admin/menu/items', { title: 'Rings 💍', urlPath: 'rings' });
    expect(emoji.body.errors?.['title']).toEqual([expect.stringContaining('title')]);
    const language = await send(admin, 'POST', '/api/admin/menu/items', {
      title: 'Rings',
      urlPath: 'rings',
      titles: { xx: 'Ringe' },
    });
    expect(Object.keys(language.body.errors ?? {})).toEqual(['titles']);
    const sort = await send(admin, 'POST', '/api/admin/menu/items', {
      title: 'Rings',
      urlPath: 'rings',
      sortBy: 'cheapest',
    });
    expect(Object.keys(sort.body.errors ?? {})).toEqual(['sortBy']);
    const parent = await send(admin, 'POST', '/api/admin/menu/items', {
      title: 'Rings',
      urlPath: 'rings',
      parentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(parent.status).toBe(400);
    expect(Object.keys(parent.body.errors ?? {})).toEqual(['parentId']);

    const tree = (await send<AdminNode[]>(admin, 'GET', '/api/admin/menu')).body.data;
    const [one, two] = tree;
    if (!one || !two) throw new Error('the demo menu has top items');
    const partial = await send(admin, 'PUT', '/api/admin/menu/order', {
      parentId: null,
      ids: [two._id, one._id],
    });
    expect(partial.status).toBe(400);
    expect(partial.body.errors?.['ids']?.[0]).toContain('every entry');
    const cycle = await send(admin, 'PUT', '/api/admin/menu/order', {
      parentId: one.menu[0]?._id ?? one._id,
      ids: [one._id],
    });
    expect(cycle.status).toBe(400);
    const unchanged = (await send<AdminNode[]>(admin, 'GET', '/api/admin/menu')).body.data;
    expect(unchanged.map((node) => [node._id, node.menu.length])).toEqual(
      tree.map((node) => [node._id, node.menu.length]),
    );
    expect(await rows<{ n: string }>(database, 'select count(*) as n from catalogue.menu_items')).toEqual(
      before,
    );
  });

  it('answers 403 to an admin without the menus permission', async () => {
    const { client, userId } = await adminWith(api, admin, ['designs']);
    users.push(userId);
    expect((await client.get('/api/admin/menu')).status).toBe(403);
    expect((await send(client, 'POST', '/api/admin/menu/items', { title: 'X', urlPath: 'x' })).status).toBe(
      403,
    );
  });
});
