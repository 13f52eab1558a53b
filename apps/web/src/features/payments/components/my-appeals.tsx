import {
  ORDER_QUERY_PARAM,
  OUTCOME_LABELS,
  type OrderSummary,
  UPGRADE_AMOUNT_CENTS,
} from '@homie/contracts/paid-orders';
import { formatPlanPrice } from '@homie/contracts/payments';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { useReportFile } from '#features/appeals/api/get-report-file.ts';
import { saveBlob } from '#lib/download-file.ts';
import { useSessionStore } from '#lib/session-store.ts';
import { useAppealPdf } from '../api/get-appeal-pdf.ts';
import { useClaimOrders, useOrders } from '../api/get-orders.ts';
import { usePaymentStore } from '../stores/payment-store.ts';
import { AppealTimeline } from './appeal-timeline.tsx';
import { OutcomeForm } from './outcome-form.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { usePaymentFlow } from '../hooks/use-payment-flow.ts';

const link = (path: string, order: OrderSummary) =>
  `${path}?${ORDER_QUERY_PARAM}=${encodeURIComponent(order.order_id)}`;

function Deadline({ order }: { order: OrderSummary }) {
  const d = order.deadline;
  if (!d) return <span>Deadline: not known for this county</span>;
  if (d.state === 'closed') return <span>Deadline: {d.date_text} (closed)</span>;
  return (
    <span>
      Deadline: {d.date_text} ({d.days_left === 0 ? 'today' : `${d.days_left} days left`}), {d.label}
    </span>
  );
}

function statusText(order: OrderSummary): string {
  if (order.status !== 'paid') return 'Payment not completed';
  if (order.outcome)
    return `Decision: ${OUTCOME_LABELS[order.outcome.outcome]} (${order.outcome.decided_on})`;
  if (order.form_generated) return 'Appeal form generated';
  if (order.has_draft) return 'Appeal form in progress';
  return 'Paid: appeal form not started';
}

/** Basic → Success from the dashboard: the same payment dialog and checkout as /choose-plan (decision 108). */
function UpgradeButton({ order }: { order: OrderSummary }) {
  const navigate = useNavigate();
  const afterPayment = `${paths.paymentSuccess}?${ORDER_QUERY_PARAM}=${encodeURIComponent(order.order_id)}`;
  const flow = usePaymentFlow({
    onSuccess: (dashboardUrl) => navigate(afterPayment, { state: { dashboardUrl } }),
    onAlreadyPaid: () => navigate(afterPayment),
  });
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => void flow.start('guarantee', order.history_id)}
        isLoading={flow.view.kind === 'loading'}
        aria-label={`Upgrade to Success for ${formatPlanPrice(UPGRADE_AMOUNT_CENTS)}: ${order.property.address}`}
      >
        Upgrade to Success for {formatPlanPrice(UPGRADE_AMOUNT_CENTS)}
      </Button>
      <PaymentDialog
        view={flow.view}
        tier={flow.tier}
        onCancel={flow.cancel}
        onClose={flow.close}
        onRetry={flow.retry}
        onEmail={flow.submitEmail}
      />
    </>
  );
}

function AppealCard({ order }: { order: OrderSummary }) {
  const orderToken = usePaymentStore((s) => s.orderToken);
  const [reporting, setReporting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formBusy, setFormBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: readReportFile } = useReportFile();
  const { mutateAsync: readAppealPdf } = useAppealPdf();
  const titleId = `appeal-${order.order_id}`;

  async function downloadReport() {
    setBusy(true);
    setError(null);
    try {
      const file = await readReportFile({ jobId: order.history_id, orderToken, kind: 'pdf' });
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      setError(`Could not get your report: ${err instanceof Error ? err.message : 'please try again.'}`);
    } finally {
      setBusy(false);
    }
  }

  async function downloadForm() {
    setFormBusy(true);
    setError(null);
    try {
      const file = await readAppealPdf({ orderId: order.order_id, orderToken });
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      setError(`Could not get your appeal form: ${err instanceof Error ? err.message : 'please try again.'}`);
    } finally {
      setFormBusy(false);
    }
  }

  return (
    <li>
      <Card role="group" aria-labelledby={titleId} className="flex flex-col gap-3 p-5">
        <h3 id={titleId} className="text-lg font-semibold text-white">
          {order.property.address}
        </h3>
        <dl className="grid gap-1 text-sm text-teal-100 sm:grid-cols-2">
          <div>
            <dt className="inline font-medium text-teal-300">Plan: </dt>
            <dd className="inline">
              {order.plan_name}
              {order.paid_with_credit
                ? ' (free with your credit)'
                : ` (${formatPlanPrice(order.amount_cents)})`}
            </dd>
          </div>
          <div>
            <dt className="inline font-medium text-teal-300">County: </dt>
            <dd className="inline">{order.property.county_name ?? 'Not supported'}</dd>
          </div>
          <div>
            <dt className="inline font-medium text-teal-300">Status: </dt>
            <dd className="inline">{statusText(order)}</dd>
          </div>
          <div>
            <dt className="sr-only">Deadline</dt>
            <dd className="inline">
              <Deadline order={order} />
            </dd>
          </div>
        </dl>
        {order.credit && (
          <Alert
            variant={
              order.credit.redeemed || order.credit.status === 'pending'
                ? 'info'
                : order.credit.status === 'rejected'
                  ? 'error'
                  : 'success'
            }
            title="Next year free"
          >
            {order.credit.redeemed
              ? `Your free ${order.credit.roll_year} Success plan has been used.`
              : order.credit.status === 'pending'
                ? `We are checking the board's notice of decision. Once approved, this home's ${order.credit.roll_year} Success plan is free.`
                : order.credit.status === 'rejected'
                  ? `We could not accept the notice of decision${order.credit.review_note ? `: ${order.credit.review_note}` : '.'} Upload the board's notice again to have it checked.`
                  : `The board's decision earns this home a free Success plan for ${order.credit.roll_year}: look the home up again then and choose Success; checkout costs $0.`}
          </Alert>
        )}
        {order.status === 'paid' && (
          <div className="flex flex-wrap gap-3">
            <Button asChild size="sm">
              <Link
                to={link(paths.fillForm, order)}
                aria-label={`Continue the appeal form for ${order.property.address}`}
              >
                Continue the appeal form
              </Link>
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void downloadReport()}
              isLoading={busy}
              aria-label={`Download report (PDF) for ${order.property.address}`}
            >
              <Download aria-hidden="true" className="size-4" /> Download report (PDF)
            </Button>
            {(order.form_generated || order.has_draft) && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void downloadForm()}
                isLoading={formBusy}
                aria-label={`Download appeal form (PDF) for ${order.property.address}`}
              >
                <Download aria-hidden="true" className="size-4" /> Download appeal form (PDF)
              </Button>
            )}
            <Button asChild size="sm" variant="ghost">
              <Link to={link(paths.confirmation, order)}>Letter and e-mail</Link>
            </Button>
            {order.can_upgrade && <UpgradeButton order={order} />}
            {order.can_report_outcome && (
              <Button
                size="sm"
                variant="ghost"
                aria-expanded={reporting}
                onClick={() => setReporting((open) => !open)}
              >
                {order.outcome ? "Change the board's decision" : "Report the board's decision"}
              </Button>
            )}
          </div>
        )}
        {error && <Alert variant="error">{error}</Alert>}
        {reporting && <OutcomeForm order={order} onDone={() => setReporting(false)} />}
        {order.status === 'paid' && <AppealTimeline order={order} />}
      </Card>
    </li>
  );
}

/**
 * The signed-in dashboard's "My appeals" (issue 17 item 6): every order with its home, plan,
 * county, status and deadline; links to continue the form, the report PDF, the appeal form's PDF
 * once there is one (decision 133), and the board's decision. Orders bought as a guest in this browser join the account first (decision 106).
 */
export function MyAppeals() {
  const signedIn = useSessionStore((s) => s.isAuthenticated);
  const orderToken = usePaymentStore((s) => s.orderToken);
  const orders = useOrders();
  const [claimed, setClaimed] = useState(0);
  const claimedFor = useRef<string | null>(null);
  const { mutateAsync: claim } = useClaimOrders();

  useEffect(() => {
    if (!signedIn || !orderToken || claimedFor.current === orderToken) return;
    claimedFor.current = orderToken;
    claim()
      .then(setClaimed)
      .catch(() => {});
  }, [signedIn, orderToken, claim]);

  return (
    <section aria-labelledby="my-appeals-title" className="mb-8 flex flex-col gap-4">
      <h2 id="my-appeals-title" className="text-2xl font-bold text-white">
        My appeals
      </h2>
      {claimed > 0 && (
        <Alert variant="success">
          {claimed === 1
            ? 'The plan you bought in this browser is now in your account.'
            : `The ${claimed} plans you bought in this browser are now in your account.`}
        </Alert>
      )}
      {orders.isPending ? (
        <Spinner label="Loading your appeals" className="size-6" />
      ) : orders.isError ? (
        <Alert variant="error">Your appeals could not be loaded: {orders.error.message}</Alert>
      ) : orders.data.length === 0 ? (
        <p className="text-teal-200">
          No appeals yet.{' '}
          <Link to={paths.propertyTaxLanding} className="text-mint-300 underline">
            Look up your home
          </Link>{' '}
          to see whether you are overpaying.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {orders.data.map((order) => (
            <AppealCard key={order.order_id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}
