import { statfs } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { HttpError } from './errors.ts';

/** Default global quota for stored uploads (STORAGE_QUOTA_BYTES): 20 GB. */
export const DEFAULT_STORAGE_QUOTA_BYTES = 20 * 1024 ** 3;
/** Default free-space reserve on the data disk (STORAGE_MIN_FREE_BYTES): 2 GB, room for PGlite's WAL. */
export const DEFAULT_STORAGE_MIN_FREE_BYTES = 2 * 1024 ** 3;

/** How long a usage total read from the database is trusted before it is read again. */
const USAGE_TTL_MS = 10_000;
/** While bytes stream in, the disk's free space is read again after this many bytes. */
const RESTAT_EVERY_BYTES = 16 * 1024 * 1024;

export const INSUFFICIENT_STORAGE = 507;

/** A 507 answer: the server has no room for this file now (nothing about the disk is revealed). */
export const insufficientStorage = (message: string) => new HttpError('insufficient_storage', message);

/** Whether an error is the operating system (or PostgreSQL: SQLSTATE 53100) saying the disk is full. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const causeCode = ((error as { cause?: unknown } | null)?.cause as { code?: unknown } | undefined)?.code;
  return [code, causeCode].some((c) => c === 'ENOSPC' || c === 'EDQUOT' || c === '53100');
}

/**
 * Free bytes for an unprivileged writer on the filesystem holding `path` (its nearest existing
 * parent when it does not exist yet), or undefined when the platform cannot tell.
 */
export async function freeBytesAt(path: string): Promise<number | undefined> {
  let at = resolve(path);
  for (;;) {
    try {
      const s = await statfs(at);
      return Number(s.bavail) * Number(s.bsize);
    } catch (error) {
      const parent = dirname(at);
      if ((error as { code?: string }).code !== 'ENOENT' || parent === at) return undefined;
      at = parent;
    }
  }
}

/**
 * The start-up check, before the database opens: when the data disk has less free space than the
 * reserve, the loud warning to print (undefined when all is well). Start-up carries on: failing
 * would keep the whole site down for room only uploads need; uploads are refused (507) meanwhile.
 */
export async function lowSpaceWarning(
  dataDir: string,
  minFreeBytes: number,
  free: (path: string) => Promise<number | undefined> = freeBytesAt,
): Promise<string | undefined> {
  const bytes = await free(dataDir);
  if (bytes === undefined || bytes >= minFreeBytes) return undefined;
  const mb = (n: number) => `${Math.floor(n / 1024 / 1024)} MB`;
  return [
    '!!! LOW DISK SPACE !!!',
    `The data folder ${dataDir} has ${mb(bytes)} free, below STORAGE_MIN_FREE_BYTES (${mb(minFreeBytes)}).`,
    'Video uploads are refused (507) until space is freed. The embedded database (PGlite) needs this room',
    'for its write-ahead log and checkpoints: free space now (old videos under DATA_DIR/files/videos, other files).',
  ].join('\n');
}

export interface StorageSpaceOptions {
  /** Bytes all stored uploads may take together. */
  quotaBytes: number;
  /** Free bytes the data disk must keep; uploads stop before going below. */
  minFreeBytes: number;
  /** Bytes stored now (e.g. the sum of the videos table); read at most every USAGE_TTL_MS. */
  usedBytes: () => Promise<number>;
  /** Free bytes on the disk the uploads and the database write to; undefined = not local (S3). */
  freeBytes?: () => Promise<number | undefined>;
  /** The 507 answer's message. */
  message: string;
  now?: () => number;
}

/** One upload's claim on the space: grow it chunk by chunk, then commit or release it. */
export interface SpaceReservation {
  /** Counts `n` more bytes; throws a 507 HttpError when they would cross the quota or the reserve. */
  grow(n: number): void;
  /** The bytes are stored and recorded (they now count as used). */
  commit(): void;
  /** The bytes were not kept. */
  release(): void;
}

/**
 * The global quota and the free-space reserve of stored uploads. Usage is read from the database
 * (cheap: one SUM, cached a few seconds) plus what this process is writing right now; free space
 * comes from statfs before each upload and again every few megabytes while it streams, minus what
 * was written since. Several instances on one database each count their own in-flight bytes, so
 * together they may overshoot the quota by what they are writing at that moment (never the reserve
 * of their own disk).
 */
export class StorageSpace {
  private base = 0;
  private baseReadAt = Number.NEGATIVE_INFINITY;
  /** Bytes committed since `base` was read. */
  private committed = 0;
  /** Bytes of uploads still streaming in this process. */
  private inflight = 0;
  /** Free bytes at the last statfs, and the bytes written (by anyone here) by then. */
  private free: number | undefined;
  private written = 0;
  private writtenAtStat = 0;
  private statPending = false;
  private readonly now: () => number;

  constructor(private readonly opts: StorageSpaceOptions) {
    this.now = opts.now ?? Date.now;
  }

  get limits(): { quotaBytes: number; minFreeBytes: number } {
    return { quotaBytes: this.opts.quotaBytes, minFreeBytes: this.opts.minFreeBytes };
  }

  /** Bytes counted as stored (database total, plus recent commits and uploads in flight). */
  usedEstimate(): number {
    return this.base + this.committed + this.inflight;
  }

  /** Free bytes estimated now, or undefined when storage is not on a local disk. */
  freeEstimate(): number | undefined {
    return this.free === undefined ? undefined : this.free - (this.written - this.writtenAtStat);
  }

  private async refreshUsage(force: boolean): Promise<void> {
    if (!force && this.now() - this.baseReadAt < USAGE_TTL_MS) return;
    const pending = this.committed;
    const used = await this.opts.usedBytes();
    this.base = used;
    this.committed -= pending; // commits made while reading stay counted (maybe twice: conservative)
    this.baseReadAt = this.now();
  }

  private async refreshFree(): Promise<void> {
    if (!this.opts.freeBytes) return;
    const writtenBefore = this.written;
    const free = await this.opts.freeBytes();
    this.free = free;
    this.writtenAtStat = writtenBefore;
  }

  private restatSoon(): void {
    if (this.statPending || !this.opts.freeBytes) return;
    this.statPending = true;
    this.refreshFree()
      .catch(() => {})
      .finally(() => {
        this.statPending = false;
      });
  }

  /** Throws a 507 when `extra` more bytes would cross the quota or the reserve. */
  private check(extra: number): void {
    if (this.usedEstimate() + extra > this.opts.quotaBytes) throw insufficientStorage(this.opts.message);
    const free = this.freeEstimate();
    if (free !== undefined && free - extra < this.opts.minFreeBytes)
      throw insufficientStorage(this.opts.message);
  }

  /**
   * Before accepting an upload: reads usage and free space, refuses (507) when there is no room
   * for `expectedBytes` (the declared request length, or 1), and answers a reservation to grow.
   */
  async reserve(expectedBytes = 1): Promise<SpaceReservation> {
    await Promise.all([this.refreshUsage(false), this.refreshFree()]);
    this.check(Math.max(1, expectedBytes));
    let mine = 0;
    let open = true;
    let sinceStat = 0;
    const close = () => {
      if (!open) return false;
      open = false;
      this.inflight -= mine;
      return true;
    };
    return {
      grow: (n: number) => {
        if (!open) return;
        this.check(n);
        mine += n;
        this.inflight += n;
        this.written += n;
        sinceStat += n;
        if (sinceStat >= RESTAT_EVERY_BYTES) {
          sinceStat = 0;
          this.restatSoon();
        }
      },
      commit: () => {
        if (close()) this.committed += mine;
      },
      release: () => {
        if (close()) this.restatSoon(); // the partial file is gone: free space came back
      },
    };
  }

  /** Reads usage and free space now (start-up, and tests). */
  async refresh(): Promise<void> {
    await Promise.all([this.refreshUsage(true), this.refreshFree()]);
  }
}
