import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import type { Storage } from '#lib/storage.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import { createAccountErasure } from './account-erasure.ts';
import { users } from './auth.schema.ts';

/** Decision 153: the steps the modules register run dependents first, in one transaction with the user's delete. */
describe('account erasure steps', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(async () => drop());

  const addUser = async (email: string) => {
    const [row] = await database.db
      .insert(users)
      .values({ email, emailLower: email, passwordHash: 'x', firstName: 'Ana', phoneNumber: '4155550100' })
      .returning();
    return { id: row!.id, emailLower: row!.emailLower };
  };
  const userExists = async (id: string) =>
    (await database.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;
  const storageLog = (deleted: string[], failOn?: string): Storage =>
    ({
      delete: async (key: string) => {
        if (key === failOn) throw new Error('disk gone');
        deleted.push(key);
      },
    }) as unknown as Storage;

  it('runs the last registered step first, then deletes the user, then the files the steps named', async () => {
    const user = await addUser('order@example.com');
    const calls: string[] = [];
    const erasure = createAccountErasure();
    erasure.register(async (_tx, u) => {
      calls.push(`payments ${u.id === user.id}`);
    });
    erasure.register(async (tx, u) => {
      // The user row is still there while the steps run (the user's delete comes last).
      const seen = await tx.select({ id: users.id }).from(users).where(eq(users.id, u.id));
      calls.push(`appeals ${seen.length}`);
      return ['notices/a.pdf'];
    });
    erasure.register(async () => {
      calls.push('videos');
      return ['videos/b.mp4'];
    });
    const deleted: string[] = [];
    const warnings: string[] = [];
    const result = await erasure.erase(
      {
        database,
        storage: storageLog(deleted, 'videos/b.mp4'),
        log: { warn: (_o, m) => warnings.push(m) },
      },
      user,
    );
    expect(calls).toEqual(['videos', 'appeals 1', 'payments true']);
    expect(await userExists(user.id)).toBe(false);
    expect(deleted).toEqual(['notices/a.pdf']);
    expect(result).toEqual({ filesRemoved: 1 });
    expect(warnings).toEqual(['A deleted account left a file behind']);
  });

  it('rolls everything back and removes no file when a step fails', async () => {
    const user = await addUser('rollback@example.com');
    const erasure = createAccountErasure();
    erasure.register(async () => {
      throw new Error('step failed');
    });
    erasure.register(async () => ['videos/c.mp4']);
    const deleted: string[] = [];
    await expect(erasure.erase({ database, storage: storageLog(deleted) }, user)).rejects.toThrow(
      'step failed',
    );
    expect(await userExists(user.id)).toBe(true);
    expect(deleted).toEqual([]);
  });
});
