import { type SendLetterBody, sendLetterBodySchema } from '@homie/contracts/payments';
import { FileText, Send } from 'lucide-react';
import { useState } from 'react';
import { type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { ApiError } from '#lib/api-client.ts';
import { useErrorText } from '#lib/i18n/error-text.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { useLetter } from '../api/get-letter.ts';
import { useSendLetter } from '../api/send-letter.ts';
import { closeWindow, openPendingWindow, showCheckout } from '../utils/checkout-window.ts';

const NO_ANALYSIS = 'No analysis is selected. Choose your plan first.';

/** Which check failed, so the form words it in the visitor's language (decision 262). */
const NO_ANALYSIS_TYPE = 'noAnalysis';

/** The e-mail checked by the contract's `sendLetterBodySchema`, with the paid job it is for. */
const letterResolver =
  (historyId: string | null): Resolver<{ email: string }, unknown, SendLetterBody> =>
  async ({ email }): Promise<ResolverResult<{ email: string }, SendLetterBody>> => {
    const parsed = sendLetterBodySchema.safeParse({ history_id: historyId ?? '', email: email.trim() });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const issue = parsed.error.issues[0];
    const onEmail = issue?.path[0] === 'email';
    const message = onEmail ? (issue?.message ?? '') : NO_ANALYSIS;
    const type = onEmail ? 'validate' : NO_ANALYSIS_TYPE;
    return { values: {} as Record<string, never>, errors: { email: { type, message } } };
  };

/**
 * "View your letter" and the e-mail form of /confirmation, for the paid job `historyId`. The address
 * starts as the one the server mails without a confirmation link (the account's, or the buyer's from
 * checkout); any other address gets a link to confirm first (decision 094). Its words are the
 * `checkout` area's, the e-mail's label and check `plans`' (decision 262); the server's own words in
 * English, its code's message or this form's own sentence in another language.
 */
export function LetterActions({
  historyId,
  defaultEmail,
}: {
  historyId: string | null;
  defaultEmail?: string | null | undefined;
}) {
  const { t, locale } = useI18n();
  const errorText = useErrorText();
  const [viewError, setViewError] = useState<string | null>(null);
  const [isOpening, setIsOpening] = useState(false);
  const form = useForm<{ email: string }, unknown, SendLetterBody>({
    defaultValues: { email: defaultEmail ?? '' },
    resolver: letterResolver(historyId),
    reValidateMode: 'onSubmit',
  });
  const emailIssue = form.formState.errors.email;
  const emailError = !emailIssue
    ? undefined
    : locale === 'en'
      ? emailIssue.message
      : t(emailIssue.type === NO_ANALYSIS_TYPE ? 'checkout.letter.noAnalysis' : 'plans.email.invalid');
  const send = useSendLetter();
  const { mutateAsync: readLetter } = useLetter();

  async function viewLetter() {
    if (!historyId) return setViewError(t('checkout.letter.noAnalysis'));
    setViewError(null);
    setIsOpening(true);
    const win = openPendingWindow();
    try {
      const url = URL.createObjectURL(await readLetter(historyId));
      if (!showCheckout(win, url)) setViewError(t('checkout.letter.blocked'));
      // The new window has loaded it by then; free the memory later.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      closeWindow(win);
      const reason =
        error instanceof Error && error.message
          ? errorText(error.message, error instanceof ApiError ? error.code : null)
          : t('checkout.letter.tryAgain');
      setViewError(t('checkout.letter.openFailed', { reason }));
    } finally {
      setIsOpening(false);
    }
  }

  /** On react-hook-form with the contract's schema (decision 142); sending is the mutation. */
  const submit = form.handleSubmit((body) => send.mutate(body));

  return (
    <div className="flex flex-col gap-4">
      <Button onClick={viewLetter} isLoading={isOpening} className="self-start">
        <FileText aria-hidden="true" className="size-4" /> {t('checkout.letter.view')}
      </Button>
      {viewError && <Alert variant="error">{viewError}</Alert>}
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <TextField
            label={t('plans.email.label')}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={emailError}
            {...form.register('email', { onChange: () => form.clearErrors('email') })}
          />
        </div>
        <Button type="submit" isLoading={send.isPending} className={emailError ? 'sm:mb-7' : undefined}>
          <Send aria-hidden="true" className="size-4" /> {t('checkout.letter.send')}
        </Button>
      </form>
      {send.isSuccess && (
        <Alert variant={send.data.confirmation_required ? 'info' : 'success'}>
          {locale === 'en'
            ? send.data.message
            : t(send.data.confirmation_required ? 'checkout.letter.confirmSent' : 'checkout.letter.sent', {
                email: send.variables.email,
              })}
        </Alert>
      )}
      {send.isError && (
        <Alert variant="error">
          {send.error.message
            ? errorText(send.error.message, send.error instanceof ApiError ? send.error.code : null)
            : t('checkout.letter.sendFailed')}
        </Alert>
      )}
    </div>
  );
}
