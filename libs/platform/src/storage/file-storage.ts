import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * Files (catalogue images, uploads) by key, whatever holds them. Keys are relative paths of
 * `[A-Za-z0-9._-]` segments separated by `/`, so every implementation can map them safely.
 */
export interface FileStorage {
  readonly kind: 'local';
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  ping(): Promise<void>;
}

/** A folder on disk: `DATA_DIR/files` in embedded mode, a mounted volume in containers. */
export type StorageOptions = { kind: 'local'; dir: string };

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export class InvalidStorageKeyError extends Error {
  override readonly name = 'InvalidStorageKeyError';
}

/** Refuses keys that could leave the storage root (`..`, absolute paths) or that no backend could hold. */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  if (key.length === 0 || key.length > 512 || !segments.every((s) => SEGMENT.test(s) && s !== '..')) {
    throw new InvalidStorageKeyError(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(dir: string) {
    this.root = resolve(dir);
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return join(this.root, ...key.split('/'));
  }

  /** Written to a temporary name and renamed, so a reader never sees half a file. */
  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }
}

export async function openStorage(options: StorageOptions): Promise<FileStorage> {
  const storage = new LocalFileStorage(options.dir);
  await storage.ping();
  return storage;
}
