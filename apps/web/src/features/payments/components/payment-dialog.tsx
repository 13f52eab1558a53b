import { PLANS, type PlanTier } from '@homie/contracts/payments';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogContent } from '#components/ui/dialog.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useErrorText } from '#lib/i18n/error-text.ts';
import { type MessageId, useArea, useI18n } from '#lib/i18n/i18n.tsx';
import type { PaymentView } from '../hooks/use-payment-flow.ts';
import type { PaymentErrorKey } from '../utils/describe-payment-error.ts';
import { GuestEmailStep } from './guest-email-step.tsx';
import { usePlanWords } from './plan-card.tsx';

export interface PaymentDialogProps {
  view: PaymentView;
  tier: PlanTier | null;
  onCancel: () => void;
  onClose: () => void;
  onRetry: () => void;
  /** A guest's address for the receipt (decision 211): starts the payment. */
  onEmail?: (email: string) => void;
}

const TITLES: Record<Exclude<PaymentView['kind'], 'idle'>, MessageId> = {
  email: 'plans.dialog.email',
  loading: 'plans.dialog.loading',
  awaiting: 'plans.dialog.awaiting',
  success: 'plans.dialog.success',
  cancelled: 'plans.dialog.cancelled',
  failed: 'plans.dialog.failed',
};

/** Spec §8's texts (contracts' PAYMENT_ERRORS) in the catalogue. */
const PAYMENT_ERROR_TEXT: Record<PaymentErrorKey, MessageId> = {
  createFailed: 'plans.paymentError.createFailed',
  sessionUrlMissing: 'plans.paymentError.sessionUrlMissing',
  invalidResponse: 'plans.paymentError.invalidResponse',
  network: 'plans.paymentError.network',
  successDetails: 'plans.paymentError.successDetails',
  cancelDetails: 'plans.paymentError.cancelDetails',
  unexpected: 'plans.paymentError.unexpected',
};

/**
 * The words of a cancelled or failed payment (decision 258): in English the server's own text (the
 * spec's); in another language the catalogue's for the answer's error code, else for the spec §8
 * step it fell back to, else for why the checkout closed. A server text with neither stays English.
 */
function useOutcomeText() {
  const { t, locale } = useI18n();
  const errorText = useErrorText();
  return (view: Extract<PaymentView, { kind: 'cancelled' | 'failed' }>): string => {
    if (locale === 'en') return view.message;
    if (view.kind === 'cancelled')
      return t(view.expired ? 'plans.dialog.expired' : 'plans.dialog.cancelledText');
    if (view.code) return errorText(view.message, view.code);
    return view.key ? t(PAYMENT_ERROR_TEXT[view.key]) : view.message;
  };
}

function Awaiting({
  view,
  tier,
  onCancel,
}: {
  view: Extract<PaymentView, { kind: 'awaiting' }>;
  tier: PlanTier | null;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const { planName, price } = usePlanWords();
  const plan = tier ? PLANS[tier] : null;
  const amount = view.amountCents ?? plan?.amountCents;
  return (
    <div className="flex flex-col gap-4">
      {view.resumed && <Alert variant="info">{t('plans.dialog.resumed')}</Alert>}
      <p>
        {plan && amount !== undefined
          ? t(view.upgrade ? 'plans.dialog.payUpgrade' : 'plans.dialog.pay', {
              price: price(amount),
              plan: planName(plan.tier),
            })
          : t('plans.dialog.payOther')}
      </p>
      <p role="status" className="flex items-center gap-2 text-sm text-teal-200">
        <Spinner className="size-4" />
        {t(view.status === 'initializing' ? 'plans.dialog.waitingOpen' : 'plans.dialog.waitingPayment')}
      </p>
      {view.windowBlocked && <Alert variant="warning">{t('plans.dialog.blocked')}</Alert>}
      <a
        href={view.sessionUrl}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1 text-sm text-mint-300 underline-offset-4 hover:underline"
      >
        {t('plans.dialog.openWindow')} <ExternalLink aria-hidden="true" className="size-4" />
      </a>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('plans.dialog.cancel')}
        </Button>
      </div>
    </div>
  );
}

/** The modal over /choose-plan showing each step of a payment (spec §2 payment dialog). */
export function PaymentDialog({ view, tier, onCancel, onClose, onRetry, onEmail }: PaymentDialogProps) {
  const { t } = useI18n();
  const outcomeText = useOutcomeText();
  // My appeals (/tour) opens it too; its route loads the area, as /choose-plan's does (decision 258).
  const ready = useArea('plans');
  if (view.kind === 'idle' || !ready) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t(TITLES[view.kind])} closeLabel={t('plans.dialog.close')} className="max-w-md">
        {view.kind === 'email' && (
          <GuestEmailStep email={view.email} onSubmit={(email) => onEmail?.(email)} onCancel={onClose} />
        )}
        {view.kind === 'loading' && (
          <div className="flex items-center gap-3 py-4">
            <Spinner label={t('plans.dialog.loading')} className="size-6" />
            <p>{t('plans.dialog.preparing')}</p>
          </div>
        )}
        {view.kind === 'awaiting' && <Awaiting view={view} tier={tier} onCancel={onCancel} />}
        {view.kind === 'success' && (
          <div className="flex flex-col gap-4">
            <Alert variant="success">{t('plans.dialog.thanks')}</Alert>
            <Button asChild>
              <Link to={view.dashboardUrl}>{t('plans.dialog.dashboard')}</Link>
            </Button>
          </div>
        )}
        {view.kind === 'cancelled' && (
          <div className="flex flex-col gap-4">
            <p>{outcomeText(view)}</p>
            <div className="flex justify-end gap-3">
              {view.canRetry && <Button onClick={onRetry}>{t('plans.dialog.tryAgain')}</Button>}
              <Button variant="secondary" onClick={onClose}>
                {t('plans.dialog.close')}
              </Button>
            </div>
          </div>
        )}
        {view.kind === 'failed' && (
          <div className="flex flex-col gap-4">
            <Alert variant="error">{outcomeText(view)}</Alert>
            <div className="flex justify-end">
              <Button variant="secondary" onClick={onClose}>
                {t('plans.dialog.close')}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
