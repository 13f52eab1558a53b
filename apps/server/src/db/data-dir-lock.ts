import { linkSync, mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * One process per embedded database folder (decision 208). PGlite is PostgreSQL in single-user mode:
 * two processes on one folder each believe they own it, and what one writes the other never sees (or
 * both corrupt it). Whoever opens the folder (the server, `npm run operator`, `npm run import`, a
 * test, a benchmark) first takes `<folder>.lock`, a file naming its holder; a second opener is
 * refused with a message naming the holder and what to do. A holder that died without removing it
 * (SIGKILL, a power cut) does not block anyone: its process is gone, or its pid now belongs to a
 * process started at another moment, so the next opener takes the lock over.
 */

/** Who holds a folder: written into the lock file by its holder. */
export interface LockHolder {
  pid: number;
  /** The machine (container) the holder runs on: a pid elsewhere cannot be checked from here. */
  host: string;
  /** The holder's start time in clock ticks since boot (Linux /proc), telling a reused pid apart. */
  started: string | null;
  /** What the holder is, in words: "the server", "npm run import", … */
  command: string;
  /** When it took the lock (ISO). */
  since: string;
}

/** The folder is held by another process that is alive (or on another machine). */
export class DataDirLockedError extends Error {
  readonly code = 'data_dir_locked';
  constructor(
    readonly folder: string,
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    super(lockedMessage(folder, lockFile, holder));
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still this holder's (idempotent). */
  release(): void;
}

/** The lock file of a PGlite folder: beside it, so it is never part of the database's own files. */
export const lockFileOf = (folder: string) => `${resolve(folder)}.lock`;

/** A take-over guard older than this was left by a process that died taking over: removed. */
const TAKEOVER_GUARD_STALE_MS = 10_000;
const ATTEMPTS = 100;
/** An unreadable lock younger than this may be one being written: it is read again, not removed. */
const UNREADABLE_GRACE_MS = 2_000;

const ageMs = (file: string) => {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
};

function lockedMessage(folder: string, lockFile: string, holder: LockHolder): string {
  const here = holder.host === hostname();
  if (here && holder.pid === process.pid)
    return `The embedded database in ${folder} is already open in this process: close it before opening it again.`;
  const who = `${holder.command} (pid ${holder.pid}${here ? '' : ` on ${holder.host}`}, since ${holder.since})`;
  const whatToDo =
    holder.command === 'the server'
      ? 'stop the server first, run this again, then start the server again'
      : `wait for ${holder.command} to finish (or stop it), then try again`;
  return (
    `The embedded database in ${folder} is in use by ${who}. Only one process at a time may open it: ` +
    `${whatToDo}. With DATABASE_URL (PostgreSQL) several processes may share one database.` +
    (here ? '' : ` If nothing runs as pid ${holder.pid} on ${holder.host} any more, delete ${lockFile}.`)
  );
}

/** The process's state letter and start time (clock ticks since boot) from /proc; null elsewhere. */
function procStat(pid: number): { state: string; started: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const state = fields[0];
    const started = fields[19]; // field 22 of the whole line
    return state && started ? { state, started } : null;
  } catch {
    return null;
  }
}

/** Whether the holder may still be running: true unless it is provably gone. */
export function holderAlive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true; // a pid on another machine cannot be checked
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
    // EPERM: a process with that pid exists (another user's).
  }
  const stat = procStat(holder.pid);
  if (!stat) return true;
  if (stat.state === 'Z' || stat.state === 'X') return false; // killed, not yet reaped
  // The pid was reused by a process started at another moment (a restarted container's pid 1).
  return holder.started === null || stat.started === holder.started;
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return null;
    return {
      pid: value.pid,
      host: value.host,
      started: typeof value.started === 'string' ? value.started : null,
      command: typeof value.command === 'string' ? value.command : 'another process',
      since: typeof value.since === 'string' ? value.since : 'an unknown time',
    };
  } catch {
    return null;
  }
}

const readText = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
};

/** Creates `file` holding `text` only if it does not exist, whole or not at all. */
function createExclusive(file: string, text: string): boolean {
  const temp = `${file}.${process.pid}.${randomUUID()}`;
  writeFileSync(temp, text);
  try {
    // A hard link appears with its whole content at once: no reader sees a half-written lock.
    linkSync(temp, file);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw err;
    // A file system without hard links: create it exclusively and write it (one small write).
    try {
      writeFileSync(file, text, { flag: 'wx' });
      return true;
    } catch (inner) {
      if ((inner as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw inner;
    }
  } finally {
    try {
      unlinkSync(temp);
    } catch {
      // already gone
    }
  }
}

/**
 * Removes a dead holder's lock, one process at a time (the guard is a directory: mkdir is atomic),
 * and only if it still holds what was judged stale: two openers that both found it dead cannot both
 * remove it, the second finding the first's new lock instead.
 */
function removeStale(file: string, staleText: string): void {
  const guard = `${file}.takeover`;
  try {
    mkdirSync(guard);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    try {
      if (Date.now() - statSync(guard).mtimeMs > TAKEOVER_GUARD_STALE_MS) rmdirSync(guard);
    } catch {
      // another opener removed it
    }
    return;
  }
  try {
    if (readText(file) === staleText) unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  } finally {
    rmdirSync(guard);
  }
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The holders this process has, released when it exits however it exits (but SIGKILL). */
const held = new Set<DataDirLock>();
let exitHook = false;

/**
 * Takes the lock of a PGlite folder for this process, or throws DataDirLockedError naming the live
 * holder. `command` says what this process is, for the message another opener will read.
 */
export async function lockDataDir(folder: string, command: string): Promise<DataDirLock> {
  const file = lockFileOf(folder);
  mkdirSync(dirname(file), { recursive: true });
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    started: procStat(process.pid)?.started ?? null,
    command,
    since: new Date().toISOString(),
  };
  const text = `${JSON.stringify(me)}\n`;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (createExclusive(file, text)) {
      const lock: DataDirLock = {
        file,
        release() {
          if (!held.delete(lock)) return;
          try {
            if (readText(file) === text) unlinkSync(file);
          } catch {
            // gone already: nothing to release
          }
        },
      };
      held.add(lock);
      if (!exitHook) {
        exitHook = true;
        process.on('exit', () => {
          for (const each of [...held]) each.release();
        });
      }
      return lock;
    }
    const current = readText(file);
    if (current === null) continue; // released meanwhile: try again
    const holder = parseHolder(current);
    if (holder && holderAlive(holder)) throw new DataDirLockedError(resolve(folder), file, holder);
    if (!holder && ageMs(file) < UNREADABLE_GRACE_MS) {
      // Being written by an opener on a file system without hard links: read it again shortly.
      await pause(50);
      continue;
    }
    // Its holder is gone (or the file is unreadable): take it over.
    removeStale(file, current);
    await pause(10 + Math.random() * 40);
  }
  throw new Error(`Could not take the lock ${file} (${basename(folder)}): try again.`);
}
