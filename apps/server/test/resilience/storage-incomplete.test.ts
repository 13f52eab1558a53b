// The start-up sweep behind the SIGKILL-during-upload scenario (upload-kill.resilience.ts): the
// local storage adapter removes half-written files and nothing else.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../src/lib/storage.ts';
import { listFiles } from '../security/state-snapshot.ts';
import { tempDataDir } from './data-dir.ts';

const data = tempDataDir('storage');
afterAll(() => data.remove());

describe('LocalStorage.removeIncomplete', () => {
  it('removes .partial- files at any depth and keeps finished files', async () => {
    const storage = new LocalStorage(data.dir);
    await storage.put('videos/finished', Readable.from([Buffer.from('a whole video')]));
    mkdirSync(join(data.dir, 'videos'), { recursive: true });
    mkdirSync(join(data.dir, 'tour/user-1'), { recursive: true });
    writeFileSync(join(data.dir, 'videos/.partial-abc123'), 'half');
    writeFileSync(join(data.dir, 'tour/user-1/.partial-xyz'), 'half');
    expect(await storage.removeIncomplete()).toBe(2);
    expect(listFiles(data.dir)).toEqual(['videos/finished']);
    expect(await storage.removeIncomplete()).toBe(0);
  });

  it('copes with a storage folder that does not exist yet', async () => {
    expect(await new LocalStorage(join(data.dir, 'missing')).removeIncomplete()).toBe(0);
  });
});
