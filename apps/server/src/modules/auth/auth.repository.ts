import { and, count, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { authSessions, passwordResetTokens, refreshTokens, users } from './auth.schema.ts';

export type UserRow = typeof users.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.emailLower, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user; returns undefined when the email (in any case) is taken. */
export async function insertUser(
  db: Db,
  user: { email: string; passwordHash: string; firstName: string; phoneNumber: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, emailLower: user.email.toLowerCase() })
    .onConflictDoNothing({ target: users.emailLower })
    .returning();
  return row;
}

export async function insertRefreshToken(
  db: Db,
  token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks a token used, only if it was still unused: true when this caller won the race. */
export async function markRefreshTokenUsed(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Ends a sign-in session: its access tokens stop working at once and its refresh tokens are revoked. */
export async function revokeFamily(db: Db, familyId: string, at: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: at })
    .where(and(eq(authSessions.id, familyId), isNull(authSessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Records a sign-in session (idempotent: a refresh of an older session re-asserts its row). */
export async function insertSession(db: Db, session: { id: string; userId: string }): Promise<void> {
  await db.insert(authSessions).values(session).onConflictDoNothing({ target: authSessions.id });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an access token's session still stands: a primary-key read on every authenticated
 * request. False once the session was logged out or revoked, or the user is gone.
 */
export async function isSessionActive(db: Db, sessionId: string, userId: string): Promise<boolean> {
  if (!UUID.test(sessionId) || !UUID.test(userId)) return false;
  const [row] = await db
    .select({ revokedAt: authSessions.revokedAt })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)))
    .limit(1);
  return row !== undefined && row.revokedAt === null;
}

/** Ends every session of a user, or every one but `exceptSessionId` (the one changing the password). */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  at: Date,
  exceptSessionId?: string,
): Promise<void> {
  const keep = (column: typeof authSessions.id | typeof refreshTokens.familyId) =>
    exceptSessionId ? ne(column, exceptSessionId) : undefined;
  await db
    .update(authSessions)
    .set({ revokedAt: at })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), keep(authSessions.id)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), keep(refreshTokens.familyId)),
    );
}

/** Stores the language the user chose (decision 253). */
export async function updateUserLanguage(db: Db, userId: string, language: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ language })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

// ---- "Forgot password?" links ----

/**
 * Stores a new reset link's hash while the user has fewer than `maxLive` links unused and unexpired
 * at `at`; earlier links stay valid (decision 207: a request, anyone's, never voids the owner's
 * link). False, and nothing stored, when `maxLive` are already live.
 */
export async function insertResetToken(
  db: Db,
  token: { userId: string; tokenHash: string; expiresAt: Date },
  at: Date,
  maxLive: number,
): Promise<boolean> {
  // The user's row locked for the caller's transaction: two requests at once (each reset runs in the
  // background) count and insert one after the other, so never more than `maxLive` live links.
  await db.select({ id: users.id }).from(users).where(eq(users.id, token.userId)).for('update');
  const [live] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, token.userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, at),
      ),
    );
  if ((live?.n ?? 0) >= maxLive) return false;
  await db.insert(passwordResetTokens).values(token);
  return true;
}

/** The user a reset link belongs to, while it is unused and unexpired. */
export async function findUsableResetToken(
  db: Db,
  tokenHash: string,
  at: Date,
): Promise<{ id: string; userId: string } | undefined> {
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, at),
      ),
    )
    .limit(1);
  return row;
}

/** Uses a reset link once: true only for the caller that won (unused and unexpired at that moment). */
export async function consumeResetToken(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordResetTokens.id, id),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, at),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

export async function voidResetTokens(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

// ---- Account deletion ----

/**
 * Removes the user row; sessions, refresh tokens, reset links and tour capture rows go with it
 * (ON DELETE CASCADE). What other modules hold for the account (the outbox's mail to the address,
 * contact messages from it, …) their own erasure steps removed first (decision 153).
 */
export async function deleteUser(db: Db, user: { id: string }): Promise<void> {
  await db.delete(users).where(eq(users.id, user.id));
}
