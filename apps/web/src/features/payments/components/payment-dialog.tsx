import { formatPlanPrice, PLANS, type PlanTier } from '@homie/contracts/payments';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogContent } from '#components/ui/dialog.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import type { PaymentView } from '../hooks/use-payment-flow.ts';
import { GuestEmailStep } from './guest-email-step.tsx';

export interface PaymentDialogProps {
  view: PaymentView;
  tier: PlanTier | null;
  onCancel: () => void;
  onClose: () => void;
  onRetry: () => void;
  /** A guest's address for the receipt (decision 211): starts the payment. */
  onEmail?: (email: string) => void;
}

const TITLES: Record<Exclude<PaymentView['kind'], 'idle'>, string> = {
  email: 'Your e-mail for the receipt',
  loading: 'Loading',
  awaiting: 'Awaiting Payment',
  success: 'Payment Successful',
  cancelled: 'Payment Cancelled',
  failed: 'Payment Failed',
};

function Awaiting({
  view,
  tier,
  onCancel,
}: {
  view: Extract<PaymentView, { kind: 'awaiting' }>;
  tier: PlanTier | null;
  onCancel: () => void;
}) {
  const plan = tier ? PLANS[tier] : null;
  const amount = view.amountCents ?? plan?.amountCents;
  return (
    <div className="flex flex-col gap-4">
      {view.resumed && (
        <Alert variant="info">
          Your checkout is still open. If you have paid in the checkout window, this updates in a moment.
        </Alert>
      )}
      <p>
        {plan && amount !== undefined
          ? view.upgrade
            ? `Pay ${formatPlanPrice(amount)} to upgrade to the ${plan.name} plan`
            : `Pay ${formatPlanPrice(amount)} for the ${plan.name} plan`
          : 'Complete your payment'}{' '}
        in the checkout window. This dialog updates by itself once you have paid.
      </p>
      <p role="status" className="flex items-center gap-2 text-sm text-teal-200">
        <Spinner className="size-4" />
        {view.status === 'initializing' ? 'Waiting for the checkout to open…' : 'Waiting for your payment…'}
      </p>
      {view.windowBlocked && (
        <Alert variant="warning">
          Your browser blocked the checkout window. Open it with the link below.
        </Alert>
      )}
      <a
        href={view.sessionUrl}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1 text-sm text-mint-300 underline-offset-4 hover:underline"
      >
        Open the checkout window <ExternalLink aria-hidden="true" className="size-4" />
      </a>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** The modal over /choose-plan showing each step of a payment (spec §2 payment dialog). */
export function PaymentDialog({ view, tier, onCancel, onClose, onRetry, onEmail }: PaymentDialogProps) {
  if (view.kind === 'idle') return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={TITLES[view.kind]} className="max-w-md">
        {view.kind === 'email' && (
          <GuestEmailStep email={view.email} onSubmit={(email) => onEmail?.(email)} onCancel={onClose} />
        )}
        {view.kind === 'loading' && (
          <div className="flex items-center gap-3 py-4">
            <Spinner label="Loading" className="size-6" />
            <p>Preparing your secure checkout…</p>
          </div>
        )}
        {view.kind === 'awaiting' && <Awaiting view={view} tier={tier} onCancel={onCancel} />}
        {view.kind === 'success' && (
          <div className="flex flex-col gap-4">
            <Alert variant="success">Thank you! Your payment was received.</Alert>
            <Button asChild>
              <Link to={view.dashboardUrl}>Go to Dashboard</Link>
            </Button>
          </div>
        )}
        {view.kind === 'cancelled' && (
          <div className="flex flex-col gap-4">
            <p>{view.message}</p>
            <div className="flex justify-end gap-3">
              {view.canRetry && <Button onClick={onRetry}>Try Again</Button>}
              <Button variant="secondary" onClick={onClose}>
                Close
              </Button>
            </div>
          </div>
        )}
        {view.kind === 'failed' && (
          <div className="flex flex-col gap-4">
            <Alert variant="error">{view.message}</Alert>
            <div className="flex justify-end">
              <Button variant="secondary" onClick={onClose}>
                Close
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
