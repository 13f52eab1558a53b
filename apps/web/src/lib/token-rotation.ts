/**
 * The last refresh-token rotation of this browser, shared by its tabs (decision 172): which refresh
 * token was exchanged and what the server answered. The server ends a session whose refresh token is
 * presented twice, and tabs start from the same stored tokens; a tab about to present a token another
 * tab has just exchanged takes that tab's answer instead. Kept in IndexedDB, not only localStorage:
 * browsers do not order a localStorage write in one tab with the Web Lock another tab acquires next
 * (there is no storage mutex), while an IndexedDB transaction committed before the lock is released
 * is seen by the next holder. Without IndexedDB (tests, modes that refuse it) nothing is shared here
 * and the stored tokens are compared instead.
 */
const DB_NAME = 'homie-session';
const STORE = 'rotation';
const KEY = 'last';

export interface Rotation {
  /** The refresh token that was exchanged. */
  from: string;
  access: string;
  refresh: string;
}

let opened: Promise<IDBDatabase | null> | null = null;

function database(): Promise<IDBDatabase | null> {
  opened ??= new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const open = indexedDB.open(DB_NAME, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => resolve(null);
      open.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opened;
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  return database().then(
    (db) =>
      new Promise<T | null>((resolve) => {
        if (!db) return resolve(null);
        try {
          const tx = db.transaction(STORE, mode);
          const request = work(tx.objectStore(STORE));
          tx.oncomplete = () => resolve(request.result ?? null);
          tx.onerror = () => resolve(null);
          tx.onabort = () => resolve(null);
        } catch {
          resolve(null);
        }
      }),
  );
}

/** The last rotation any tab recorded, or null. */
export async function lastRotation(): Promise<Rotation | null> {
  const value = await run<unknown>('readonly', (store) => store.get(KEY));
  const r = value as Partial<Rotation> | null;
  return r && typeof r.from === 'string' && typeof r.access === 'string' && typeof r.refresh === 'string'
    ? { from: r.from, access: r.access, refresh: r.refresh }
    : null;
}

/** Records a rotation; resolves once it is committed (before the refresh lock is let go). */
export async function recordRotation(rotation: Rotation): Promise<void> {
  await run('readwrite', (store) => store.put(rotation, KEY));
}

/** Forgets the last rotation (on logout: a signed-out session is not handed to another tab). */
export async function forgetRotation(): Promise<void> {
  await run('readwrite', (store) => store.delete(KEY));
}
