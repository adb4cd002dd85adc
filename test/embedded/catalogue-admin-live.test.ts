import { type Answer, eventually, send, unique } from '../support/catalogue-admin';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';

interface MenuNode {
  _id: string;
  title: string;
  url_path: string;
}

describe('embedded mode: back-office menu changes reach the storefront at once', () => {
  let system: EmbeddedSystem;

  // Start-up (migrations and the demo seed on PGlite) takes longer than Jest's default 5 s.
  beforeAll(async () => {
    system = await startEmbedded();
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
  });

  it('shows a new top item and its new title in /api/menu without waiting for a cache to expire', async () => {
    const { api: admin } = await system.api.loginAdmin();
    const menu = async () => (await system.api.get<Answer<MenuNode[]>>('/api/menu')).body.data;
    await menu(); // cached now: only the change's event can refresh it
    const urlPath = unique('embedded');
    const made = await send<MenuNode>(admin, 'POST', '/api/admin/menu/items', { title: 'Embedded', urlPath });
    expect(made.status).toBe(200);
    await eventually(menu, (nodes) => nodes.some((node) => node.url_path === urlPath));
    await send(admin, 'PUT', `/api/admin/menu/items/${made.body.data._id}`, { title: 'Embedded renamed' });
    const renamed = await eventually(menu, (nodes) =>
      nodes.some((node) => node.url_path === urlPath && node.title === 'Embedded renamed'),
    );
    expect(renamed.find((node) => node.url_path === urlPath)?.title).toBe('Embedded renamed');
    expect((await send(admin, 'DELETE', `/api/admin/menu/items/${made.body.data._id}`)).status).toBe(200);
    await eventually(menu, (nodes) => !nodes.some((node) => node.url_path === urlPath));
  });
});
