import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertStorageKey, InvalidStorageKeyError, LocalFileStorage, openStorage } from './file-storage';

describe('assertStorageKey', () => {
  it.each(['a', 'images/ab12/w400.webp', 'uploads/2026/03/order-1_x.png'])('accepts %s', (key) => {
    expect(() => assertStorageKey(key)).not.toThrow();
  });

  it.each(['', '/etc/passwd', '../secret', 'a/../../b', 'a//b', 'a/./b', 'a\\b', 'sp ace', '.hidden'])(
    'refuses %j',
    (key) => {
      expect(() => assertStorageKey(key)).toThrow(InvalidStorageKeyError);
    },
  );
});

describe('LocalFileStorage', () => {
  let dir: string;
  let storage: LocalFileStorage;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'atelier-storage-'));
    storage = (await openStorage({ kind: 'local', dir: join(dir, 'files') })) as LocalFileStorage;
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('puts, gets, checks and deletes by key, creating folders as needed', async () => {
    expect(await storage.exists('images/a/w200.webp')).toBe(false);
    expect(await storage.get('images/a/w200.webp')).toBeNull();
    await storage.put('images/a/w200.webp', Buffer.from('bytes'));
    expect(await storage.exists('images/a/w200.webp')).toBe(true);
    expect((await storage.get('images/a/w200.webp'))?.toString()).toBe('bytes');
    await storage.put('images/a/w200.webp', Buffer.from('replaced'));
    expect((await storage.get('images/a/w200.webp'))?.toString()).toBe('replaced');
    await storage.delete('images/a/w200.webp');
    await storage.delete('images/a/w200.webp');
    expect(await storage.exists('images/a/w200.webp')).toBe(false);
  });

  it('keeps files under its root', async () => {
    await storage.put('x/y.txt', Buffer.from('1'));
    expect(storage.root).toBe(join(dir, 'files'));
    await expect(storage.get('../outside')).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.put('x/../../escape', Buffer.from('1'))).rejects.toThrow(InvalidStorageKeyError);
  });
});
