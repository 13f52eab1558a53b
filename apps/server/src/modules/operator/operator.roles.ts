import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { users } from '#modules/auth/auth.schema.ts';
import { operators } from './operator.schema.ts';

/**
 * The operator role (decision 103): granted and revoked only here, called by the command line
 * (`npm run operator -- add|remove EMAIL`, cli/operator.ts). No HTTP route writes the operators table.
 */
export type RoleChange = { ok: true; message: string; userId: string } | { ok: false; message: string };

async function findUserId(database: Database, email: string): Promise<string | undefined> {
  const rows = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailLower, email.trim().toLowerCase()));
  return rows[0]?.id;
}

/** Makes an existing account an operator (idempotent). */
export async function grantOperator(database: Database, email: string): Promise<RoleChange> {
  const userId = await findUserId(database, email);
  if (!userId) return { ok: false, message: `No account uses ${email}. The person must sign up first.` };
  const inserted = await database.db
    .insert(operators)
    .values({ userId })
    .onConflictDoNothing({ target: operators.userId })
    .returning({ userId: operators.userId });
  return {
    ok: true,
    userId,
    message: inserted.length ? `${email} is now an operator.` : `${email} already was an operator.`,
  };
}

/** Takes the role back; the account's next operator request is refused (checked per request). */
export async function revokeOperator(database: Database, email: string): Promise<RoleChange> {
  const userId = await findUserId(database, email);
  if (!userId) return { ok: false, message: `No account uses ${email}.` };
  const removed = await database.db
    .delete(operators)
    .where(eq(operators.userId, userId))
    .returning({ userId: operators.userId });
  return {
    ok: true,
    userId,
    message: removed.length ? `${email} is no longer an operator.` : `${email} was not an operator.`,
  };
}

/** The operator's current e-mail while the account holds the role (primary-key reads); else undefined. */
export async function operatorEmail(database: Database, userId: string): Promise<string | undefined> {
  const rows = await database.db
    .select({ email: users.email })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(eq(operators.userId, userId));
  return rows[0]?.email;
}
