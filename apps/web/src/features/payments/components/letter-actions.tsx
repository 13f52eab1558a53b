import { type SendLetterBody, sendLetterBodySchema } from '@homie/contracts/payments';
import { FileText, Send } from 'lucide-react';
import { useState } from 'react';
import { type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { useLetter } from '../api/get-letter.ts';
import { useSendLetter } from '../api/send-letter.ts';
import { closeWindow, openPendingWindow, showCheckout } from '../utils/checkout-window.ts';

const NO_ANALYSIS = 'No analysis is selected. Choose your plan first.';

/** The e-mail checked by the contract's `sendLetterBodySchema`, with the paid job it is for. */
const letterResolver =
  (historyId: string | null): Resolver<{ email: string }, unknown, SendLetterBody> =>
  async ({ email }): Promise<ResolverResult<{ email: string }, SendLetterBody>> => {
    const parsed = sendLetterBodySchema.safeParse({ history_id: historyId ?? '', email: email.trim() });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const issue = parsed.error.issues[0];
    const message = issue?.path[0] === 'email' ? issue.message : NO_ANALYSIS;
    return { values: {} as Record<string, never>, errors: { email: { type: 'validate', message } } };
  };

/**
 * "View your letter" and the e-mail form of /confirmation, for the paid job `historyId`. The address
 * starts as the one the server mails without a confirmation link (the account's, or the buyer's from
 * checkout); any other address gets a link to confirm first (decision 094).
 */
export function LetterActions({
  historyId,
  defaultEmail,
}: {
  historyId: string | null;
  defaultEmail?: string | null | undefined;
}) {
  const [viewError, setViewError] = useState<string | null>(null);
  const [isOpening, setIsOpening] = useState(false);
  const form = useForm<{ email: string }, unknown, SendLetterBody>({
    defaultValues: { email: defaultEmail ?? '' },
    resolver: letterResolver(historyId),
    reValidateMode: 'onSubmit',
  });
  const emailError = form.formState.errors.email?.message;
  const send = useSendLetter();
  const { mutateAsync: readLetter } = useLetter();

  async function viewLetter() {
    if (!historyId) return setViewError(NO_ANALYSIS);
    setViewError(null);
    setIsOpening(true);
    const win = openPendingWindow();
    try {
      const url = URL.createObjectURL(await readLetter(historyId));
      if (!showCheckout(win, url))
        setViewError('Your browser blocked the letter window. Allow pop-ups and try again.');
      // The new window has loaded it by then; free the memory later.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      closeWindow(win);
      setViewError(
        `Could not open your letter: ${error instanceof Error ? error.message : 'please try again.'}`,
      );
    } finally {
      setIsOpening(false);
    }
  }

  /** On react-hook-form with the contract's schema (decision 142); sending is the mutation. */
  const submit = form.handleSubmit((body) => send.mutate(body));

  return (
    <div className="flex flex-col gap-4">
      <Button onClick={viewLetter} isLoading={isOpening} className="self-start">
        <FileText aria-hidden="true" className="size-4" /> View your letter
      </Button>
      {viewError && <Alert variant="error">{viewError}</Alert>}
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={emailError}
            {...form.register('email', { onChange: () => form.clearErrors('email') })}
          />
        </div>
        <Button type="submit" isLoading={send.isPending} className={emailError ? 'sm:mb-7' : undefined}>
          <Send aria-hidden="true" className="size-4" /> Send
        </Button>
      </form>
      {send.isSuccess && (
        <Alert variant={send.data.confirmation_required ? 'info' : 'success'}>{send.data.message}</Alert>
      )}
      {send.isError && (
        <Alert variant="error">{send.error.message || 'Failed to send your letter. Please try again.'}</Alert>
      )}
    </div>
  );
}
