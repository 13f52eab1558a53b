import { sendLetterBodySchema } from '@homie/contracts/payments';
import { FileText, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { getLetter } from '../api/get-letter.ts';
import { useSendLetter } from '../api/send-letter.ts';
import { closeWindow, openPendingWindow, showCheckout } from '../utils/checkout-window.ts';

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
  const [email, setEmail] = useState(defaultEmail ?? '');
  const [emailError, setEmailError] = useState<string | undefined>();
  const send = useSendLetter();

  async function viewLetter() {
    if (!historyId) return setViewError('No analysis is selected. Choose your plan first.');
    setViewError(null);
    setIsOpening(true);
    const win = openPendingWindow();
    try {
      const url = URL.createObjectURL(await getLetter(historyId));
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = sendLetterBodySchema.safeParse({ history_id: historyId ?? '', email: email.trim() });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setEmailError(
        issue?.path[0] === 'email' ? issue.message : 'No analysis is selected. Choose your plan first.',
      );
      return;
    }
    setEmailError(undefined);
    send.mutate(parsed.data);
  }

  return (
    <div className="flex flex-col gap-4">
      <Button onClick={viewLetter} isLoading={isOpening} className="self-start">
        <FileText aria-hidden="true" className="size-4" /> View your letter
      </Button>
      {viewError && <Alert variant="error">{viewError}</Alert>}
      <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            error={emailError}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(undefined);
            }}
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
