import sharp from 'sharp';
import { removeUsers } from '../support/accounts';
import type { Api } from '../support/api';
import { adminWith, type Answer, send } from '../support/catalogue-admin';
import { system } from './state';

const { api, database, baseUrl } = system();

interface Site {
  announcement: { text: string; status: boolean } | null;
  runningLines: string[];
  qr: { instagram: { link: string | null; imageUrl: string | null }; whatsapp: { link: string | null } };
  videos: { placingOrders: string | null; viewingOrders: string | null };
}
interface AnnouncementAdmin {
  text: string;
  texts: Record<string, string>;
  status: boolean;
}
interface Line {
  id: string;
  text: string;
  texts: Record<string, string>;
  visible: boolean;
  position: number;
}
interface Page {
  slug: string;
  language: string;
  title: string;
  html: string;
}
interface AdminPage {
  slug: string;
  translations: Array<{ language: string; title: string; markdown: string; html: string }>;
}
interface Slot {
  slot: string;
  url: string | null;
  contentType: string | null;
  link: string | null;
}

const inLanguage = (language: string) => api.with({ 'x-language-code': language });
const site = async (language = 'en'): Promise<Site> => {
  const answer = await inLanguage(language).get<Answer<Site>>('/api/content/site');
  expect(answer.status).toBe(200);
  return answer.body.data;
};

async function upload(token: string, slot: string, data: Buffer, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), 'upload.bin');
  const response = await fetch(`${baseUrl}/api/admin/content/media/${slot}`, {
    method: 'POST',
    headers: { 'x-tenant': 'demo', 'x-access-token': token, accept: 'application/json' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Answer<Slot> };
}

/** The start of an MP4 file: a `ftyp` box with the isom brand, then filler. */
const tinyMp4 = (): Buffer =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.alloc(64, 7),
  ]);

describe('storefront content (public) and its back office (content permission)', () => {
  let admin: Api;
  let token: string;
  let original: AnnouncementAdmin;
  const users: string[] = [];
  const lines: string[] = [];

  beforeAll(async () => {
    const login = await api.loginAdmin();
    admin = login.api;
    token = login.token;
    original = (await send<AnnouncementAdmin>(admin, 'GET', '/api/admin/content/announcement')).body.data;
  });

  afterAll(async () => {
    await send(admin, 'PUT', '/api/admin/content/announcement', {
      text: original.text,
      texts: original.texts,
      status: original.status,
    });
    for (const id of lines) await send(admin, 'DELETE', `/api/admin/content/running-lines/${id}`);
    await send(admin, 'DELETE', '/api/admin/content/media/video-placing-orders');
    await send(admin, 'DELETE', '/api/admin/content/media/qr-instagram');
    await send(admin, 'DELETE', '/api/admin/content/pages/how-to-order/no');
    await removeUsers(database, users);
  });

  it('answers the demo content in Swedish and English: announcement, running lines, QR links', async () => {
    const [sv, en] = await Promise.all([site('sv'), site('en')]);
    expect(en.announcement?.text).toContain('Free UK delivery');
    expect(sv.announcement?.text).toContain('Fri frakt');
    expect(sv.runningLines.length).toBeGreaterThan(0);
    expect(sv.runningLines).toContain('Lagerförda modeller skickas inom 24–72 timmar');
    expect(en.runningLines).toContain('In-stock designs dispatched within 24-72 hours');
    expect(en.qr.instagram.link).toMatch(/^https:\/\/www\.instagram\.com\//);
    expect(en.qr.whatsapp.link).toMatch(/^https:\/\/wa\.me\//);
  });

  it('serves every footer page in Swedish and German, and in English where a language has none', async () => {
    for (const slug of [
      'why-us',
      'terms-conditions',
      'term-condition-old',
      'cookies-policy',
      'how-to-order',
      'faq',
    ]) {
      const sv = await inLanguage('sv').get<Answer<Page>>(`/api/content/pages/${slug}`);
      expect([slug, sv.status, sv.body.data.language]).toEqual([slug, 200, 'sv']);
      // The previous terms were published in English and Swedish only.
      const german = slug === 'term-condition-old' ? 'en' : 'de';
      const de = await inLanguage('de').get<Answer<Page>>(`/api/content/pages/${slug}`);
      expect([slug, de.status, de.body.data.language]).toEqual([slug, 200, german]);
      expect(de.body.data.html.length).toBeGreaterThan(50);
    }
    const faq = await inLanguage('sv').get<Answer<Page>>('/api/content/pages/faq');
    expect(faq.body.data.title).toBe('Vanliga frågor');
    expect(faq.body.data.html).toContain('<h2>');
    const germanFaq = await inLanguage('de').get<Answer<Page>>('/api/content/pages/faq');
    expect(germanFaq.body.data.title).toBe('Häufige Fragen');
  });

  it('refuses an unknown page with a 400 naming the field', async () => {
    const answer = await api.get<Answer<Page>>('/api/content/pages/secrets');
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['slug']);
  });

  it('saves the announcement per language and the storefront shows the change at once', async () => {
    await site('sv'); // cached now
    const saved = await send<AnnouncementAdmin>(admin, 'PUT', '/api/admin/content/announcement', {
      text: 'Closed on Monday for stocktaking',
      texts: { sv: 'Stängt på måndag för inventering', de: '  ' },
      status: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Saved.');
    expect(saved.body.data.texts).toEqual({ sv: 'Stängt på måndag för inventering' });
    expect((await site('sv')).announcement).toEqual({
      text: 'Stängt på måndag för inventering',
      status: true,
    });
    expect((await site('de')).announcement?.text).toBe('Closed on Monday for stocktaking');
    const legacy = await inLanguage('sv').get<Answer<{ text: string }>>('/api/announcements');
    expect(legacy.body.data.text).toBe('Stängt på måndag för inventering');

    await send(admin, 'PUT', '/api/admin/content/announcement', { text: 'Hidden now', status: false });
    expect((await site('en')).announcement).toBeNull();
  });

  it('refuses a bad announcement with 400 naming each field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ status: true }, 'text'],
      [{ text: 'x'.repeat(256), status: true }, 'text'],
      [{ text: 'Fine', texts: { xx: 'Nope' }, status: true }, 'texts'],
      [{ text: 'Fine', texts: { sv: 'y'.repeat(300) }, status: true }, 'texts'],
      [{ text: 'Fine', status: 'yes' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const answer = await send(admin, 'PUT', '/api/admin/content/announcement', body);
      expect([field, answer.status, Object.keys(answer.body.errors ?? {})]).toEqual([field, 400, [field]]);
    }
    const sv = await admin
      .with({ 'x-language-code': 'sv' })
      .request<Answer<unknown>>('PUT', '/api/admin/content/announcement', { json: { status: true } });
    expect(sv.body.errors?.['text']?.[0]).toMatch(/krävs|obligatoriskt/);
  });

  it('adds, hides, reorders and removes running lines, and the header follows each change', async () => {
    const created = await send<Line>(admin, 'POST', '/api/admin/content/running-lines', {
      text: 'Trade fair stand B12 in March',
      texts: { sv: 'Mässmonter B12 i mars' },
    });
    expect(created.status).toBe(201);
    lines.push(created.body.data.id);
    expect((await site('sv')).runningLines).toContain('Mässmonter B12 i mars');
    expect((await site('fr')).runningLines).toContain('Trade fair stand B12 in March');

    const listed = await send<Line[]>(admin, 'GET', '/api/admin/content/running-lines');
    expect(listed.body.data.at(-1)?.id).toBe(created.body.data.id);

    const moved = await send<Line>(
      admin,
      'PATCH',
      `/api/admin/content/running-lines/${created.body.data.id}`,
      {
        position: 0,
        visible: false,
      },
    );
    expect(moved.body.data).toMatchObject({ position: 0, visible: false });
    expect((await site('sv')).runningLines).not.toContain('Mässmonter B12 i mars');

    const removed = await admin
      .with({ 'x-language-code': 'sv' })
      .request<Answer<unknown>>('DELETE', `/api/admin/content/running-lines/${created.body.data.id}`);
    expect([removed.status, removed.body.message]).toEqual([200, 'Borttaget.']);
    const again = await send(admin, 'DELETE', `/api/admin/content/running-lines/${created.body.data.id}`);
    expect(again.status).toBe(404);
  });

  it('refuses bad running lines with 4xx naming the field', async () => {
    const empty = await send(admin, 'POST', '/api/admin/content/running-lines', { text: '' });
    expect([empty.status, Object.keys(empty.body.errors ?? {})]).toEqual([400, ['text']]);
    const emoji = await send(admin, 'POST', '/api/admin/content/running-lines', {
      text: 'Fine',
      texts: { sv: 'Rolig 😀' },
    });
    expect([emoji.status, Object.keys(emoji.body.errors ?? {})]).toEqual([400, ['texts']]);
    const position = await send(
      admin,
      'PATCH',
      '/api/admin/content/running-lines/00000000-0000-4000-8000-000000000999',
      {
        position: -1,
      },
    );
    expect([position.status, Object.keys(position.body.errors ?? {})]).toEqual([400, ['position']]);
    const missing = await send(
      admin,
      'PATCH',
      '/api/admin/content/running-lines/00000000-0000-4000-8000-000000000999',
      {
        visible: true,
      },
    );
    expect(missing.status).toBe(404);
    const badId = await send(admin, 'DELETE', '/api/admin/content/running-lines/not-a-uuid');
    expect(badId.status).toBe(400);
  });

  it('saves a page in one language as sanitised HTML and serves it in that language at once', async () => {
    const before = await inLanguage('no').get<Answer<Page>>('/api/content/pages/term-condition-old');
    expect(before.body.data.language).toBe('en');
    const saved = await send<AdminPage>(admin, 'PUT', '/api/admin/content/pages/term-condition-old/no', {
      title: 'Vilkår (tidligere versjon)',
      markdown: '## Logg inn\n\n<script>alert(1)</script>\n\n[Les mer](javascript:alert(2)) og **bestill**.',
    });
    expect(saved.status).toBe(200);
    const norwegian = saved.body.data.translations.find((t) => t.language === 'no');
    expect(norwegian?.markdown).toContain('<script>');
    expect(norwegian?.html).not.toMatch(/<script|href="javascript/);
    const after = await inLanguage('no').get<Answer<Page>>('/api/content/pages/term-condition-old');
    expect(after.body.data).toMatchObject({ language: 'no', title: 'Vilkår (tidligere versjon)' });
    expect(after.body.data.html).toContain('<h2>Logg inn</h2>');
    expect(after.body.data.html).toContain('<strong>bestill</strong>');

    const removed = await send<AdminPage>(admin, 'DELETE', '/api/admin/content/pages/term-condition-old/no');
    expect(removed.body.data.translations.map((t) => t.language)).toEqual(['en', 'sv']);
    const fallback = await inLanguage('no').get<Answer<Page>>('/api/content/pages/term-condition-old');
    expect(fallback.body.data).toMatchObject({
      language: 'en',
      title: 'Terms and conditions (previous version)',
    });

    const listed = await send<AdminPage[]>(admin, 'GET', '/api/admin/content/pages');
    expect(listed.body.data.map((p) => p.slug)).toEqual([
      'why-us',
      'terms-conditions',
      'term-condition-old',
      'cookies-policy',
      'how-to-order',
      'faq',
    ]);
  });

  it('refuses a bad page with 400 naming the field', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['/api/admin/content/pages/nowhere/sv', { title: 'T', markdown: 'M' }, 'slug'],
      ['/api/admin/content/pages/faq/xx', { title: 'T', markdown: 'M' }, 'language'],
      ['/api/admin/content/pages/faq/sv', { title: '', markdown: 'M' }, 'title'],
      ['/api/admin/content/pages/faq/sv', { title: 'T' }, 'markdown'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await send(admin, 'PUT', path, body);
      expect([field, answer.status, Object.keys(answer.body.errors ?? {})]).toEqual([field, 400, [field]]);
    }
  });

  it('stores a QR picture and a video by their bytes, serves them (with byte ranges) and shows them', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#222' } })
      .png()
      .toBuffer();
    const picture = await upload(token, 'qr-instagram', png, 'image/png');
    expect(picture.status).toBe(200);
    expect(picture.body.data.contentType).toBe('image/png');
    const url = picture.body.data.url ?? '';
    expect((await site('en')).qr.instagram.imageUrl).toBe(url);
    const served = await fetch(`${baseUrl}${url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const video = await upload(token, 'video-placing-orders', tinyMp4(), 'video/mp4');
    expect(video.status).toBe(200);
    const videoUrl = video.body.data.url ?? '';
    expect((await site('sv')).videos.placingOrders).toBe(videoUrl);
    const part = await fetch(`${baseUrl}${videoUrl}`, { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${tinyMp4().length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('ftypisom');

    const removed = await send(admin, 'DELETE', '/api/admin/content/media/video-placing-orders');
    expect(removed.status).toBe(200);
    expect((await site('sv')).videos.placingOrders).toBeNull();
    expect((await fetch(`${baseUrl}${videoUrl}`)).status).toBe(404);
  });

  it('refuses a file whose bytes are not what the slot takes, whatever it claims, naming the field', async () => {
    const text = await upload(token, 'video-viewing-orders', Buffer.from('not a video at all'), 'video/mp4');
    expect([text.status, Object.keys(text.body.errors ?? {})]).toEqual([415, ['file']]);
    const videoAsQr = await upload(token, 'qr-whatsapp', tinyMp4(), 'image/png');
    expect([videoAsQr.status, Object.keys(videoAsQr.body.errors ?? {})]).toEqual([415, ['file']]);
    const slot = await upload(token, 'banner', tinyMp4(), 'video/mp4');
    expect([slot.status, Object.keys(slot.body.errors ?? {})]).toEqual([400, ['slot']]);
    const link = await send(admin, 'PUT', '/api/admin/content/media/qr-whatsapp/link', {
      link: 'http://wa.me/1',
    });
    expect([link.status, Object.keys(link.body.errors ?? {})]).toEqual([400, ['link']]);
    const videoLink = await send(admin, 'PUT', '/api/admin/content/media/video-placing-orders/link', {
      link: 'https://x.test',
    });
    expect([videoLink.status, Object.keys(videoLink.body.errors ?? {})]).toEqual([400, ['slot']]);
  });

  it('saves a QR link and the storefront shows it at once', async () => {
    const before = (await site('en')).qr.whatsapp.link;
    const saved = await send<Slot>(admin, 'PUT', '/api/admin/content/media/qr-whatsapp/link', {
      link: 'https://wa.me/441234567890',
    });
    expect(saved.status).toBe(200);
    expect((await site('en')).qr.whatsapp.link).toBe('https://wa.me/441234567890');
    await send(admin, 'PUT', '/api/admin/content/media/qr-whatsapp/link', { link: before });
  });

  it('lets only staff holding the content permission change content', async () => {
    const { client, userId } = await adminWith(api, admin, ['designs']);
    users.push(userId);
    const buyer = (await api.loginBuyer()).api;
    for (const caller of [client, buyer, api]) {
      const answer = await send(caller, 'PUT', '/api/admin/content/announcement', {
        text: 'Hacked',
        status: true,
      });
      expect([401, 403]).toContain(answer.status);
      const pages = await send(caller, 'GET', '/api/admin/content/pages');
      expect([401, 403]).toContain(pages.status);
    }
    const holder = await adminWith(api, admin, ['content']);
    users.push(holder.userId);
    expect((await send(holder.client, 'GET', '/api/admin/content/running-lines')).status).toBe(200);
  });
});
