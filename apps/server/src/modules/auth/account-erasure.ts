import type { Database, Db } from '#db/client.ts';
import type { Storage } from '#lib/storage.ts';
import { deleteUser } from './auth.repository.ts';

/** The account being deleted, as every erasure step receives it. */
export interface ErasedAccount {
  id: string;
  emailLower: string;
}

/**
 * One module's part of an account deletion (decision 093), registered by that module on
 * `app.auth.onAccountErasure` (decision 153). It runs inside the deletion's transaction and answers
 * the storage keys of the files to remove once the transaction is committed (none: nothing or []).
 */
export type AccountErasureStep = (
  tx: Db,
  user: ErasedAccount,
  // biome-ignore lint/suspicious/noConfusingVoidType: a step that removes no file answers nothing
) => Promise<readonly string[] | undefined | void>;

/**
 * The erasure steps the modules registered (decision 153). Auth imports no other module: the modules
 * that depend on auth register their step from their plugin, and deletion runs the steps in REVERSE
 * registration order, dependents first (appeals before payments' orders, videos before properties'
 * jobs), so a step may still read, through the other module's tables, what a later step removes.
 */
export function createAccountErasure() {
  const steps: AccountErasureStep[] = [];
  return {
    register(step: AccountErasureStep): void {
      steps.push(step);
    },

    /**
     * Deletes an account and what it holds (decision 093), every table in one transaction: each
     * module's step (appeal drafts and letters, unpaid orders, analysis jobs and their videos, tour
     * captures, leads with the address, contact messages, mail kept for it), then sessions, refresh
     * tokens, reset links and the user row. Paid orders stay, anonymised. Files are removed once the
     * rows are gone; a failure there is logged (the videos' start-up sweep also removes video files
     * left without a row).
     */
    async erase(
      deps: { database: Database; storage: Storage; log?: { warn: (o: object, m: string) => void } },
      user: ErasedAccount,
    ): Promise<{ filesRemoved: number }> {
      const keys = await deps.database.transaction(async (tx) => {
        const found: string[] = [];
        for (const step of [...steps].reverse()) found.push(...((await step(tx, user)) ?? []));
        await deleteUser(tx, user);
        return found;
      });
      let filesRemoved = 0;
      for (const key of keys) {
        try {
          await deps.storage.delete(key);
          filesRemoved++;
        } catch (err) {
          deps.log?.warn({ err }, 'A deleted account left a file behind');
        }
      }
      return { filesRemoved };
    },
  };
}
