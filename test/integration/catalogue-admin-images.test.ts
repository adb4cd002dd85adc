import sharp from 'sharp';
import { removeUsers } from '../support/accounts';
import type { Api } from '../support/api';
import { adminWith, type Answer, eventually, rows, send } from '../support/catalogue-admin';
import { system } from './state';

const { api, database, baseUrl } = system();

interface Picture {
  key: string;
  url: string;
  shade_id: number | null;
  is_main: boolean;
  position: number;
}
interface View {
  design_id: string;
  images: Picture[];
}
interface Bulk {
  matched: Array<{ file: string; design_id: string; shade_id: number | null; key: string }>;
  unmatched: Array<{ file: string; reason: string }>;
}
interface Target {
  id: string;
  design_number: string;
  shades: number[];
  image_keys: string[];
}

const picture = (colour: string, width = 320, height = 320) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** A multipart upload as the browser sends it (one request per file lets the page show each file's progress). */
async function upload<T = View>(
  token: string,
  path: string,
  files: Array<{ name: string; data: Buffer }>,
  fields: Record<string, string> = {},
): Promise<{ status: number; body: Answer<T> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files)
    form.append('images', new Blob([new Uint8Array(file.data)], { type: 'image/jpeg' }), file.name);
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'x-tenant': 'demo', 'x-access-token': token, accept: 'application/json' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Answer<T> };
}

describe('back office: pictures per design and shade (images permission)', () => {
  let admin: Api;
  let token: string;
  let buyer: Api;
  let target: Target;
  const added = new Set<string>();
  const users: string[] = [];

  beforeAll(async () => {
    const login = await api.loginAdmin();
    admin = login.api;
    token = login.token;
    buyer = (await api.loginBuyer()).api;
    const [found] = await rows<Target>(
      database,
      `select d.id, d.design_number, array_agg(distinct v.shade_id) as shades, d.image_keys
       from catalogue.designs d join catalogue.variants v on v.design_id = d.id
       where not d.retired and not d.is_lab_grown group by d.id having count(distinct v.shade_id) >= 2
       order by d.design_number limit 1`,
    );
    if (!found) throw new Error('no design with two shades');
    target = found;
  });

  afterAll(async () => {
    for (const key of added) await send(admin, 'DELETE', `/api/admin/designs/${target.id}/images/${key}`);
    await removeUsers(database, users);
  });

  it('uploads a picture per shade; the storefront shows each variant its shade picture at once', async () => {
    const [shadeA, shadeB] = target.shades as [number, number];
    const first = await upload(
      token,
      `/api/admin/designs/${target.id}/images`,
      [{ name: 'yellow.jpg', data: await picture('#d4af37') }],
      {
        shadeId: String(shadeA),
      },
    );
    expect(first.status).toBe(200);
    const second = await upload(
      token,
      `/api/admin/designs/${target.id}/images`,
      [{ name: 'white.jpg', data: await picture('#e5e4e2') }],
      {
        shadeId: String(shadeB),
      },
    );
    expect(second.status).toBe(200);
    const pictures = second.body.data.images;
    const keyA = pictures.find((p) => p.shade_id === shadeA)?.key ?? '';
    const keyB = pictures.find((p) => p.shade_id === shadeB)?.key ?? '';
    [keyA, keyB].forEach((key) => added.add(key));
    expect(keyA).not.toBe(keyB);
    expect(pictures).toHaveLength(target.image_keys.length + 2);

    const page = await eventually(
      () =>
        buyer.get<Answer<{ variants: Array<{ shade_id: number; image: { key: string } | null }> }>>(
          `/api/designs/${target.id}`,
        ),
      (answer) => answer.body.data.variants.some((v) => v.image?.key === keyB),
    );
    for (const variant of page.body.data.variants) {
      if (variant.shade_id === shadeA) expect(variant.image?.key).toBe(keyA);
      if (variant.shade_id === shadeB) expect(variant.image?.key).toBe(keyB);
    }
    const cards = await buyer.post<
      Answer<{ rows: Array<{ design_id: string; shade_id: number; page2ImageUrl: string }> }>
    >('/api/products/search-designs', { q: target.design_number, filters: { shade: [shadeB] } });
    const card = cards.body.data.rows.find((row) => row.design_id === target.id);
    expect(card?.page2ImageUrl).toContain(keyB);
    const rendition = await fetch(`${baseUrl}/api/images/${keyB}?w=200`);
    expect(rendition.headers.get('content-type')).toBe('image/webp');

    // Order, main picture and delete.
    const keys = pictures.map((p) => p.key);
    const reversed = await send<View>(admin, 'PUT', `/api/admin/designs/${target.id}/images/order`, {
      keys: [...keys].reverse(),
    });
    expect(reversed.body.data.images.map((p) => p.key)).toEqual([...keys].reverse());
    expect(reversed.body.data.images[0]?.is_main).toBe(true);
    const main = await send<View>(admin, 'PUT', `/api/admin/designs/${target.id}/images/${keyA}`, {
      isMain: true,
    });
    expect(main.body.data.images[0]).toMatchObject({ key: keyA, is_main: true });
    const [design] = await rows<{ image_keys: string[] }>(
      database,
      'select image_keys from catalogue.designs where id = $1',
      [target.id],
    );
    expect(design?.image_keys[0]).toBe(keyA);
    const deleted = await send<View>(admin, 'DELETE', `/api/admin/designs/${target.id}/images/${keyB}`);
    expect(deleted.body.data.images.map((p) => p.key)).not.toContain(keyB);
    added.delete(keyB);
  });

  it('refuses files by content, size and pixels, naming the field, and stores nothing', async () => {
    const count = async () =>
      (
        await rows<{ n: string }>(
          database,
          'select count(*) as n from catalogue.design_images where design_id = $1',
          [target.id],
        )
      )[0]?.n;
    const before = await count();
    const path = `/api/admin/designs/${target.id}/images`;
    const gif = await upload(token, path, [
      { name: 'ring.jpg', data: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1') },
    ]);
    expect(gif.status).toBe(422);
    expect(gif.body.errors?.['images']?.[0]).toContain('ring.jpg');
    const mixed = await upload(token, path, [
      { name: 'good.jpg', data: await picture('#aaaaaa') },
      { name: 'tiny.jpg', data: await picture('#bbbbbb', 40, 40) },
    ]);
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors?.['images']?.[0]).toContain('tiny.jpg');
    const none = await upload(token, path, []);
    expect(Object.keys(none.body.errors ?? {})).toEqual(['images']);
    const shade = await upload(token, path, [{ name: 'x.jpg', data: await picture('#cccccc') }], {
      shadeId: '999999',
    });
    expect(Object.keys(shade.body.errors ?? {})).toEqual(['shadeId']);
    const order = await send(admin, 'PUT', `/api/admin/designs/${target.id}/images/order`, {
      keys: ['not-a-picture-of-it'],
    });
    expect(Object.keys(order.body.errors ?? {})).toEqual(['keys']);
    expect(await count()).toBe(before);
  });

  it('matches a bulk upload to designs and shades by file name and reports what it could not place', async () => {
    const [, shadeB] = target.shades as [number, number];
    const [shade] = await rows<{ code: string }>(
      database,
      'select code from catalogue.shades where id = $1',
      [shadeB],
    );
    const result = await upload<Bulk>(token, '/api/admin/images/bulk', [
      { name: `${target.design_number}-2.jpg`, data: await picture('#123456') },
      {
        name: `${target.design_number.toLowerCase()}_${shade?.code ?? ''}.jpg`,
        data: await picture('#654321'),
      },
      { name: 'NO-SUCH-DESIGN.jpg', data: await picture('#111111') },
      { name: `${target.design_number}_nosuchshade.jpg`, data: await picture('#222222') },
    ]);
    expect(result.status).toBe(200);
    const { matched, unmatched } = result.body.data;
    matched.forEach((entry) => added.add(entry.key));
    expect(matched.map((entry) => [entry.design_id, entry.shade_id]).sort()).toEqual(
      [
        [target.id, null],
        [target.id, shadeB],
      ].sort(),
    );
    expect(unmatched.map((entry) => entry.file).sort()).toEqual(
      ['NO-SUCH-DESIGN.jpg', `${target.design_number}_nosuchshade.jpg`].sort(),
    );
    expect(unmatched[0]?.reason).toContain('matches');
  });

  it('answers 403 to an admin without the images permission', async () => {
    const { client, userId } = await adminWith(api, admin, ['designs']);
    users.push(userId);
    expect((await client.get(`/api/admin/designs/${target.id}/images`)).status).toBe(403);
  });
});
