import {
  NOTICE_MAX_BYTES,
  NOTICE_TYPES,
  OUTCOME_LABELS,
  OUTCOMES,
  type AppealOutcomeKind,
  type OrderSummary,
  reportOutcomeBodySchema,
} from '@homie/contracts/paid-orders';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { ORDERS_QUERY_ROOT } from '../api/get-orders.ts';
import { reportOutcome, uploadNotice } from '../api/report-outcome.ts';

/** "1,092,420" or "$1,092,420" → 1092420; '' → null; anything else → NaN. */
function dollars(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!cleaned) return null;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * The board's decision on a Success order's appeal (decision 109): date, outcome, the value decided
 * and, optionally, the notice. A denial or the board's withdrawal earns next year's Success plan free.
 */
export function OutcomeForm({ order, onDone }: { order: OrderSummary; onDone?: () => void }) {
  const queryClient = useQueryClient();
  const groupId = useId();
  const [decidedOn, setDecidedOn] = useState(order.outcome?.decided_on ?? '');
  const [outcome, setOutcome] = useState<AppealOutcomeKind | ''>(order.outcome?.outcome ?? '');
  const [value, setValue] = useState(order.outcome?.value_decided?.toString() ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = dollars(value);
    const found: Record<string, string> = {};
    if (!decidedOn) found.decided_on = 'Enter the date on the board’s notice.';
    if (!outcome) found.outcome = 'Choose what the board decided.';
    if (Number.isNaN(amount)) found.value = 'Enter the value in whole dollars, e.g. 950,000.';
    if (file && !(NOTICE_TYPES as readonly string[]).includes(file.type))
      found.file = 'The notice must be a PDF, a JPEG or a PNG file.';
    if (file && file.size > NOTICE_MAX_BYTES) found.file = 'The notice must be at most 10 MB.';
    const parsed = reportOutcomeBodySchema.safeParse({
      decided_on: decidedOn,
      outcome,
      value_decided: amount,
    });
    if (!parsed.success && !found.decided_on && !found.outcome && !found.value)
      found.decided_on = parsed.error.issues[0]?.message ?? 'Check the date.';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    setBusy(true);
    try {
      await reportOutcome(order.order_id, parsed.data);
      if (file) await uploadNotice(order.order_id, file);
      await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT });
      onDone?.();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label="Report the board's decision"
    >
      <TextField
        label="Date of the decision"
        type="date"
        value={decidedOn}
        error={errors.decided_on}
        onChange={(e) => setDecidedOn(e.target.value)}
        markRequired
      />
      <fieldset
        aria-describedby={errors.outcome ? `${groupId}-error` : undefined}
        className="flex flex-col gap-2"
      >
        <legend className="mb-1 text-sm font-medium text-white">What did the board decide? *</legend>
        {OUTCOMES.map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-teal-100">
            <input
              type="radio"
              name={`${groupId}-outcome`}
              value={kind}
              checked={outcome === kind}
              onChange={() => setOutcome(kind)}
              className="size-4 accent-mint-400"
            />
            {OUTCOME_LABELS[kind]}
          </label>
        ))}
        {errors.outcome && (
          <p id={`${groupId}-error`} className="text-sm text-red-300">
            {errors.outcome}
          </p>
        )}
      </fieldset>
      <TextField
        label="Value the board decided (optional)"
        inputMode="numeric"
        placeholder="e.g. 950,000"
        value={value}
        error={errors.value}
        onChange={(e) => setValue(e.target.value)}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${groupId}-file`} className="text-sm font-medium text-white">
          Notice of decision (optional: PDF, JPEG or PNG, up to 10 MB)
        </label>
        <input
          id={`${groupId}-file`}
          type="file"
          accept={NOTICE_TYPES.join(',')}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          aria-invalid={errors.file ? true : undefined}
          className="text-sm text-teal-100"
        />
        {errors.file && <p className="text-sm text-red-300">{errors.file}</p>}
      </div>
      {failure && <Alert variant="error">{failure}</Alert>}
      <Button type="submit" isLoading={busy} className="self-start">
        Save the decision
      </Button>
    </form>
  );
}
