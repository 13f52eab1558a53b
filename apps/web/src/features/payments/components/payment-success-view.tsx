import { FILL_FORM_PATH } from '@homie/contracts/payments';
import type { OrderSummary } from '@homie/contracts/paid-orders';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';

export const REDIRECT_SECONDS = 3;

export interface PaymentSuccessViewProps {
  /** Where to continue: the dashboard_url the payment dialog received; /fill-form by default. */
  dashboardUrl?: string | null;
  /** The paid order: its home and plan are named (decision 106). */
  order?: OrderSummary | null;
  /**
   * 'generated': back here after "Generate PDF" (spec §4 flow), on to /confirmation (`dashboardUrl`)
   * with the download's message; the form stays one link away.
   */
  step?: 'paid' | 'generated';
  message?: string | null;
  /** The appeal form of this order, offered after the PDF was generated. */
  formPath?: string;
}

/** Only paths of this app are followed (the value travels in navigation state). */
export function safeTarget(url: string | null | undefined, fallback: string = FILL_FORM_PATH): string {
  return url?.startsWith('/') && !url.startsWith('//') ? url : fallback;
}

/** The countdown's English, as spec §2 words it; the page says the `checkout` catalogue's (decision 262). */
export function countdownText(seconds: number, step: 'paid' | 'generated' = 'paid'): string {
  const unit = `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  return step === 'generated'
    ? `You will be redirected to your confirmation in ${unit}...`
    : `You will be redirected to complete your appeal form in ${unit}...`;
}

/**
 * /payment-success: a real 3-second countdown to the appeal form (or, after the PDF, to /confirmation),
 * in the visitor's language (area `checkout`, decision 262). The plan's name is the product's own.
 */
export function PaymentSuccessView({
  dashboardUrl,
  order,
  step = 'paid',
  message,
  formPath = FILL_FORM_PATH,
}: PaymentSuccessViewProps) {
  const { t, rich } = useI18n();
  const navigate = useNavigate();
  const target = safeTarget(dashboardUrl);
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (seconds === 0) navigate(target, { replace: true });
  }, [seconds, navigate, target]);

  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 items-center px-4 py-12">
      <Card className="flex w-full flex-col items-center gap-5 p-8 text-center">
        <CircleCheck aria-hidden="true" className="size-16 text-mint-400" />
        <h1 className="text-3xl font-bold text-white">{t('checkout.paymentSuccessful')}</h1>
        {order && (
          <p className="text-teal-100">
            {rich('checkout.planActive', {
              plan: order.plan_name,
              address: order.property.address,
              hasCounty: order.property.county_name ? 'yes' : 'no',
              county: order.property.county_name ?? '',
              b: (chunks) => <strong className="text-white">{chunks}</strong>,
            })}
          </p>
        )}
        {step === 'generated' && message && (
          // The form's words after "Generate PDF", in the language /fill-form was read in.
          <Alert variant="success" className="text-left">
            {message}
          </Alert>
        )}
        <p className="text-teal-100" aria-live="polite">
          {t('checkout.countdown', { step, seconds })}
        </p>
        <Button size="lg" onClick={() => navigate(target, { replace: true })}>
          {t(step === 'generated' ? 'checkout.goToConfirmation' : 'checkout.completeForm')}
        </Button>
        {step === 'generated' && (
          <Link to={formPath} className="text-sm text-mint-300 underline-offset-4 hover:underline">
            {t('checkout.backToForm')}
          </Link>
        )}
      </Card>
    </section>
  );
}
