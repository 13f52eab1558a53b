import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomToken } from './ids.ts';
import { freeBytesAt } from './storage-quota.ts';

/** Where uploaded and generated files live: local disk by default, S3-compatible when configured. */
export interface Storage {
  /**
   * Streams `source` to `key`. Nothing is visible under `key` until the whole stream has been
   * written; on any error (or when `check` throws) the partial data is removed and the error rethrown.
   */
  put(
    key: string,
    source: Readable,
    options?: { contentType?: string },
  ): Promise<{ key: string; size: number }>;
  get(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** A local path for tools that need a file (local storage only; undefined elsewhere). */
  localPath?(key: string): string;
  /**
   * Removes what a killed process left half-written (local disk only: a folder one server owns);
   * called once at start-up, before any upload. Answers how many files it removed.
   */
  removeIncomplete?(): Promise<number>;
  /**
   * The complete files under a key prefix (local disk only), for the start-up sweep that removes
   * files a killed process published without their database row.
   */
  list?(prefix: string): Promise<string[]>;
  /**
   * Free bytes on the disk holding the files (local disk only), for the free-space reserve that
   * keeps room for the embedded database (decision 092).
   */
  freeBytes?(): Promise<number | undefined>;
}

/** Name prefix of a file still being written; safe keys never start with a dot. */
const PARTIAL_PREFIX = '.partial-';

/** Keys are relative paths of safe characters; anything else is a programming error. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]{0,300}$/.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

export class LocalStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  localPath(key: string): string {
    assertSafeKey(key);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return path;
  }

  async put(key: string, source: Readable): Promise<{ key: string; size: number }> {
    const path = this.localPath(key);
    await mkdir(dirname(path), { recursive: true });
    const temp = join(dirname(path), `${PARTIAL_PREFIX}${randomToken(8)}`);
    try {
      await pipeline(source, createWriteStream(temp, { flags: 'wx' }));
      const { size } = await stat(temp);
      await rename(temp, path);
      return { key, size };
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable> {
    const path = this.localPath(key);
    await stat(path);
    return createReadStream(path);
  }

  async exists(key: string): Promise<boolean> {
    try {
      await stat(this.localPath(key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.localPath(key), { force: true });
  }

  freeBytes(): Promise<number | undefined> {
    return freeBytesAt(this.root);
  }

  async removeIncomplete(): Promise<number> {
    let removed = 0;
    const walk = async (dir: string): Promise<void> => {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (entry.name.startsWith(PARTIAL_PREFIX)) {
          await rm(path, { force: true });
          removed += 1;
        }
      }
    };
    await walk(this.root);
    return removed;
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    const walk = async (dir: string, relative: string): Promise<void> => {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const key = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) await walk(join(dir, entry.name), key);
        else if (!entry.name.startsWith(PARTIAL_PREFIX) && key.startsWith(prefix)) keys.push(key);
      }
    };
    await walk(this.root, '');
    return keys.sort();
  }
}
