import { FILL_FORM_PATH } from '@homie/contracts/payments';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';

export const REDIRECT_SECONDS = 3;

export interface PaymentSuccessViewProps {
  /** Where to continue: the dashboard_url the payment dialog received; /fill-form by default. */
  dashboardUrl?: string | null;
}

/** Only paths of this app are followed (the value travels in navigation state). */
export function safeTarget(url: string | null | undefined): string {
  return url?.startsWith('/') && !url.startsWith('//') ? url : FILL_FORM_PATH;
}

export function countdownText(seconds: number): string {
  return `You will be redirected to complete your appeal form in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}...`;
}

/** /payment-success: a real 3-second countdown to the appeal form, or go now (spec §2). */
export function PaymentSuccessView({ dashboardUrl }: PaymentSuccessViewProps) {
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
        <h1 className="text-3xl font-bold text-white">Payment Successful!</h1>
        <p className="text-teal-100">{countdownText(seconds)}</p>
        <Button size="lg" onClick={() => navigate(target, { replace: true })}>
          Complete Appeal Form Now
        </Button>
      </Card>
    </section>
  );
}
