import type { OutboxItem, OutboxMessage } from '@homie/contracts/operator';
import { useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { useDownloadEml, useMarkDelivered, useOpenWaitingMail } from '../api/operator-api.ts';

/**
 * A waiting e-mail's hand delivery (decision 211): with no SMTP server a reset link or a receipt
 * waits in the outbox, so an operator opens it (audited), downloads it as an .eml to send from their
 * own mail program (or reads it to the customer), then marks it delivered; it is not shown again.
 */
export function WaitingMailActions({ mail }: { mail: OutboxItem }) {
  const [opened, setOpened] = useState<OutboxMessage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'open' | 'eml' | null>(null);
  const delivered = useMarkDelivered();
  const { mutateAsync: openWaitingMail } = useOpenWaitingMail();
  const { mutateAsync: downloadEml } = useDownloadEml();
  if (mail.sent_at) return null;
  const run = async (what: 'open' | 'eml') => {
    setBusy(what);
    setError(null);
    try {
      if (what === 'open') setOpened(await openWaitingMail(mail.id));
      else await downloadEml(mail.id);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Please try again.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="mt-3 flex flex-col gap-2">
      {opened && mail.body === null && (
        <pre className="whitespace-pre-wrap break-words rounded-lg bg-teal-950/60 p-3 font-sans text-sm text-teal-100">
          {opened.body}
        </pre>
      )}
      <div className="flex flex-wrap gap-2">
        {mail.body === null && !opened && (
          <Button size="sm" variant="secondary" isLoading={busy === 'open'} onClick={() => void run('open')}>
            Open to deliver by hand
          </Button>
        )}
        <Button size="sm" variant="secondary" isLoading={busy === 'eml'} onClick={() => void run('eml')}>
          Download .eml
        </Button>
        <Button
          size="sm"
          isLoading={delivered.isPending}
          onClick={() => delivered.mutate(mail.id, { onError: (e) => setError(e.message) })}
        >
          Mark as delivered
        </Button>
      </div>
      {error && <Alert variant="error">{error}</Alert>}
    </div>
  );
}
