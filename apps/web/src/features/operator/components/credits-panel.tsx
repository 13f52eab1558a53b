import { OUTCOME_LABELS } from '@homie/contracts/paid-orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { type CreditItem, creditReviewBodySchema } from '@homie/contracts/operator';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { useDownloadNotice, usePendingCredits, useReviewCredit } from '../api/operator-api.ts';
import { ListState, when } from './operator-bits.tsx';

/** The review's note, checked by the contract's review body (trimmed, at most 500 characters). */
const reviewNoteSchema = creditReviewBodySchema.pick({ note: true });

function CreditCard({ credit }: { credit: CreditItem }) {
  const review = useReviewCredit();
  const { mutateAsync: downloadNotice } = useDownloadNotice();
  const form = useForm({ resolver: zodResolver(reviewNoteSchema), defaultValues: { note: '' } });
  const [error, setError] = useState<string | null>(null);
  const noteId = useId();
  const decide = (decision: 'approve' | 'reject') =>
    form.handleSubmit(({ note }) => {
      setError(null);
      review.mutate(
        { id: credit.credit_id, body: { decision, ...(note ? { note } : {}) } },
        { onError: (e) => setError(e.message) },
      );
    });
  return (
    <li className="rounded-xl border border-mint-400/15 bg-teal-900/60 p-4">
      <article aria-label={`Credit for ${credit.address || credit.order_id}`} className="flex flex-col gap-2">
        <h2 className="font-semibold text-white">{credit.address || credit.order_id}</h2>
        <p className="text-sm text-teal-200">
          {credit.outcome ? OUTCOME_LABELS[credit.outcome] : 'No decision reported'}
          {credit.decided_on ? ` on ${credit.decided_on}` : ''} · free Success plan for {credit.roll_year}
        </p>
        <p className="text-xs text-teal-300">
          Order {credit.order_id} · {credit.buyer ?? 'guest without an e-mail'} · paid{' '}
          {credit.paid_at ? when(credit.paid_at) : '—'} · asked {when(credit.created_at)}
        </p>
        <div className="flex flex-wrap items-end gap-2">
          {credit.has_notice ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void downloadNotice(credit.credit_id).catch((e: Error) => setError(e.message))}
            >
              Download the notice of decision
            </Button>
          ) : (
            <p className="text-sm text-red-300">No notice of decision uploaded.</p>
          )}
        </div>
        <TextField
          id={noteId}
          label="Note to the owner (optional)"
          maxLength={500}
          error={form.formState.errors.note?.message}
          {...form.register('note')}
        />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" isLoading={review.isPending} onClick={decide('approve')}>
            Approve credit
          </Button>
          <Button size="sm" variant="secondary" isLoading={review.isPending} onClick={decide('reject')}>
            Reject credit
          </Button>
        </div>
        {error && <Alert variant="error">{error}</Alert>}
      </article>
    </li>
  );
}

/**
 * "Free next year" credits waiting for a review (decision 212): an operator reads the board's notice
 * of decision, checks its date and parcel, then approves (next year's Success plan is free) or
 * rejects with a note the owner sees. Each download and decision is in the audit trail.
 */
export function CreditsPanel() {
  const credits = usePendingCredits();
  const items = credits.data ?? [];
  return (
    <section aria-label="Credits to review">
      <p className="mb-3 text-sm text-teal-200">
        A "Free next year" credit pays only once approved here. Check that the notice is the board's, for this
        home, and that its decision date matches what the owner reported.
      </p>
      <ListState isLoading={credits.isLoading} error={credits.error} empty={items.length === 0} />
      <ul className="mt-4 flex flex-col gap-3">
        {items.map((credit) => (
          <CreditCard key={credit.credit_id} credit={credit} />
        ))}
      </ul>
    </section>
  );
}
