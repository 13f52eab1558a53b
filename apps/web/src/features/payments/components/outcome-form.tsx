import { parseNumberText } from '@homie/contracts/number-format';
import {
  CREDIT_OUTCOMES,
  NOTICE_MAX_BYTES,
  NOTICE_TYPES,
  OUTCOMES,
  type AppealOutcomeKind,
  type OrderSummary,
  type ReportOutcomeBody,
  reportOutcomeBodySchema,
} from '@homie/contracts/paid-orders';
import { useId } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { ErrorWords } from '#lib/i18n/error-words.tsx';
import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';
import { useReportOutcome } from '../api/report-outcome.ts';

/** The board's outcomes in the visitor's language (their English: contracts' OUTCOME_LABELS). */
export const OUTCOME_IDS: Record<AppealOutcomeKind, MessageId> = {
  granted: 'dashboard.outcome.kind.granted',
  reduced: 'dashboard.outcome.kind.reduced',
  denied: 'dashboard.outcome.kind.denied',
  withdrawn_by_board: 'dashboard.outcome.kind.withdrawn_by_board',
  withdrawn_by_owner: 'dashboard.outcome.kind.withdrawn_by_owner',
};

/** "1,092,420" or "$1,092,420" → 1092420; '' → null; anything else → NaN. */
function dollars(text: string): number | null {
  return parseNumberText(text, { money: true, signed: false, fraction: false });
}

/** What the owner types; `value` is text until it is read as whole dollars. */
interface OutcomeFields {
  decided_on: string;
  outcome: AppealOutcomeKind | '';
  value: string;
  file: File | null;
}

/** What is sent: the contract's body, and the notice when one was chosen. */
interface OutcomeSubmission {
  body: ReportOutcomeBody;
  file: File | null;
}

/**
 * The form's checks: its own texts for what the owner can fix, then the contract's
 * `reportOutcomeBodySchema` (whose first message shows under the date when it refuses the rest).
 */
export const NOTICE_REQUIRED =
  "Attach the board's notice of decision: next year's free Success plan needs it.";

const outcomeResolver =
  (
    hasNotice: boolean,
    earnsCredit: boolean,
    t: ReturnType<typeof useI18n>['t'],
  ): Resolver<OutcomeFields, unknown, OutcomeSubmission> =>
  async (values) => {
    const amount = dollars(values.value);
    const found: Record<string, string> = {};
    if (!values.decided_on) found.decided_on = t('dashboard.outcome.error.date');
    if (!values.outcome) found.outcome = t('dashboard.outcome.error.outcome');
    if (Number.isNaN(amount)) found.value = t('dashboard.outcome.error.value');
    const { file } = values;
    if (file && !(NOTICE_TYPES as readonly string[]).includes(file.type))
      found.file = t('dashboard.outcome.error.fileType');
    if (file && file.size > NOTICE_MAX_BYTES) found.file = t('dashboard.outcome.error.fileSize');
    // A denial earns next year's plan only with the board's notice (decision 212).
    if (earnsCredit && !file && !hasNotice && values.outcome && CREDIT_OUTCOMES.includes(values.outcome))
      found.file = t('dashboard.outcome.error.noticeRequired');
    const parsed = reportOutcomeBodySchema.safeParse({
      decided_on: values.decided_on,
      outcome: values.outcome,
      value_decided: amount,
    });
    if (!parsed.success && !found.decided_on && !found.outcome && !found.value)
      found.decided_on = parsed.error.issues[0]?.message ?? t('dashboard.outcome.error.checkDate');
    if (Object.keys(found).length > 0 || !parsed.success)
      return {
        values: {} as Record<string, never>,
        errors: Object.fromEntries(
          Object.entries(found).map(([name, message]) => [name, { type: 'validate', message }]),
        ) as FieldErrors<OutcomeFields>,
      };
    return { values: { body: parsed.data, file }, errors: {} };
  };

/**
 * The board's decision on a paid order's appeal (decisions 109, 240): date, outcome, the value decided
 * and, optionally, the notice. On a Success order a denial or the board's withdrawal earns next
 * year's Success plan free (with the notice).
 * On react-hook-form with the contract's schema (decision 142); saving is a mutation that refreshes
 * the orders.
 */
export function OutcomeForm({ order, onDone }: { order: OrderSummary; onDone?: () => void }) {
  const { t } = useI18n();
  const groupId = useId();
  const form = useForm<OutcomeFields, unknown, OutcomeSubmission>({
    defaultValues: {
      decided_on: order.outcome?.decided_on ?? '',
      outcome: order.outcome?.outcome ?? '',
      value: order.outcome?.value_decided?.toString() ?? '',
      file: null,
    },
    resolver: outcomeResolver(Boolean(order.outcome?.has_notice), order.tier === 'guarantee', t),
    reValidateMode: 'onSubmit',
  });
  const { register, setValue, formState } = form;
  const errors = Object.fromEntries(
    Object.entries(formState.errors).map(([name, error]) => [name, error?.message as string | undefined]),
  );
  const save = useReportOutcome(order.order_id);
  const failure = save.isError ? save.error : null;

  const submit = form.handleSubmit(async (submission) => {
    try {
      await save.mutateAsync(submission);
      onDone?.();
    } catch {
      // shown from the mutation's error
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        save.reset();
        void submit(event);
      }}
      className="flex flex-col gap-4"
      aria-label={t('dashboard.outcome.form')}
    >
      <TextField
        label={t('dashboard.outcome.decidedOn')}
        type="date"
        error={errors.decided_on}
        {...register('decided_on')}
        markRequired
      />
      <fieldset
        aria-describedby={errors.outcome ? `${groupId}-error` : undefined}
        className="flex flex-col gap-2"
      >
        <legend className="mb-1 text-sm font-medium text-white">{t('dashboard.outcome.question')} *</legend>
        {OUTCOMES.map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-teal-100">
            <input type="radio" value={kind} {...register('outcome')} className="size-4 accent-mint-400" />
            {t(OUTCOME_IDS[kind])}
          </label>
        ))}
        {errors.outcome && (
          <p id={`${groupId}-error`} className="text-sm text-red-300">
            {errors.outcome}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('dashboard.outcome.value')}
        inputMode="numeric"
        placeholder={t('dashboard.outcome.valuePlaceholder')}
        error={errors.value}
        {...register('value')}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${groupId}-file`} className="text-sm font-medium text-white">
          {t('dashboard.outcome.notice', { attached: order.outcome?.has_notice ? 'yes' : 'no' })}
        </label>
        <input
          id={`${groupId}-file`}
          type="file"
          accept={NOTICE_TYPES.join(',')}
          onChange={(e) => setValue('file', e.target.files?.[0] ?? null)}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${groupId}-file-error` : undefined}
          className="text-sm text-teal-100"
        />
        {errors.file && (
          <p id={`${groupId}-file-error`} className="text-sm text-red-300">
            {errors.file}
          </p>
        )}
      </div>
      {failure && (
        <Alert variant="error">
          {failure.message ? <ErrorWords error={failure} /> : t('dashboard.outcome.error.tryAgain')}
        </Alert>
      )}
      <Button type="submit" isLoading={save.isPending} className="self-start">
        {t('dashboard.outcome.save')}
      </Button>
    </form>
  );
}
