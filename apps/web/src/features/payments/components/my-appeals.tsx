import { parseIsoDate } from '@homie/contracts/appeals-dates';
import { ORDER_QUERY_PARAM, type OrderSummary, UPGRADE_AMOUNT_CENTS } from '@homie/contracts/paid-orders';
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
import { ErrorWords } from '#lib/i18n/error-words.tsx';
import { formatLongDate, useI18n } from '#lib/i18n/i18n.tsx';
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

/**
 * The card's words in the visitor's language (area `dashboard`, decision 266): dates and prices by the
 * locale's Intl in another language, the API's English ones (`date_text`, the ISO day) in English; the
 * deadline's kind is the server's English, marked so.
 */
function useCardWords() {
  const i18n = useI18n();
  const { intl, locale } = i18n;
  const english = locale === 'en';
  const day = (iso: string, text = iso) => {
    const date = parseIsoDate(iso);
    return english || !date ? text : formatLongDate(intl, date);
  };
  const price = (cents: number) =>
    english ? formatPlanPrice(cents) : intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });
  return { ...i18n, english, day, price };
}

function Deadline({ order }: { order: OrderSummary }) {
  const { t, rich, english, day } = useCardWords();
  const d = order.deadline;
  if (!d) return <span>{t('dashboard.appeals.deadlineUnknown')}</span>;
  const date = day(d.date, d.date_text);
  if (d.state === 'closed') return <span>{t('dashboard.appeals.deadlineClosed', { date })}</span>;
  return (
    <span>
      {rich('dashboard.appeals.deadlineOpen', {
        date,
        days: d.days_left,
        label: <span lang={english ? undefined : 'en'}>{d.label}</span>,
      })}
    </span>
  );
}

function useStatusText() {
  const { t, day } = useCardWords();
  return (order: OrderSummary): string => {
    if (order.status !== 'paid') return t('dashboard.appeals.notPaid');
    if (order.outcome)
      return t('dashboard.appeals.decision', {
        outcome: order.outcome.outcome,
        date: day(order.outcome.decided_on),
      });
    if (order.form_generated) return t('dashboard.appeals.formGenerated');
    if (order.has_draft) return t('dashboard.appeals.formInProgress');
    return t('dashboard.appeals.formNotStarted');
  };
}

/** Basic → Success from the dashboard: the same payment dialog and checkout as /choose-plan (decision 108). */
function UpgradeButton({ order }: { order: OrderSummary }) {
  const navigate = useNavigate();
  const { t, price } = useCardWords();
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
        aria-label={t('dashboard.appeals.upgradeFor', {
          price: price(UPGRADE_AMOUNT_CENTS),
          address: order.property.address,
        })}
      >
        {t('dashboard.appeals.upgrade', { price: price(UPGRADE_AMOUNT_CENTS) })}
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
  const [error, setError] = useState<{ failed: 'report' | 'form'; cause: unknown } | null>(null);
  const { t, rich, money, english, price } = useCardWords();
  const statusText = useStatusText();
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
      setError({ failed: 'report', cause: err });
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
      setError({ failed: 'form', cause: err });
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
            <dt className="inline font-medium text-teal-300">{t('dashboard.appeals.plan')} </dt>
            <dd className="inline">
              {order.plan_name}{' '}
              {order.paid_with_credit
                ? t('dashboard.appeals.freeWithCredit')
                : `(${price(order.amount_cents)})`}
            </dd>
          </div>
          <div>
            <dt className="inline font-medium text-teal-300">{t('dashboard.appeals.county')} </dt>
            <dd className="inline">
              {order.property.county_name ?? t('dashboard.appeals.countyUnsupported')}
            </dd>
          </div>
          <div>
            <dt className="inline font-medium text-teal-300">{t('dashboard.appeals.status')} </dt>
            <dd className="inline">{statusText(order)}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('dashboard.appeals.deadlineLabel')}</dt>
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
            title={t('dashboard.appeals.credit.title')}
          >
            {order.credit.redeemed
              ? t('dashboard.appeals.credit.used', { year: String(order.credit.roll_year) })
              : order.credit.status === 'pending'
                ? t('dashboard.appeals.credit.pending', { year: String(order.credit.roll_year) })
                : order.credit.status === 'rejected'
                  ? order.credit.review_note
                    ? // The reviewer's note is their own words (English).
                      rich('dashboard.appeals.credit.rejectedWithNote', {
                        note: <span lang={english ? undefined : 'en'}>{order.credit.review_note}</span>,
                      })
                    : t('dashboard.appeals.credit.rejected')
                  : t('dashboard.appeals.credit.approved', {
                      year: String(order.credit.roll_year),
                      free: money(0),
                    })}
          </Alert>
        )}
        {order.status === 'paid' && (
          <div className="flex flex-wrap gap-3">
            <Button asChild size="sm">
              <Link
                to={link(paths.fillForm, order)}
                aria-label={t('dashboard.appeals.continueFor', { address: order.property.address })}
              >
                {t('dashboard.appeals.continue')}
              </Link>
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void downloadReport()}
              isLoading={busy}
              aria-label={t('dashboard.appeals.downloadReportFor', { address: order.property.address })}
            >
              <Download aria-hidden="true" className="size-4" /> {t('dashboard.appeals.downloadReport')}
            </Button>
            {(order.form_generated || order.has_draft) && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void downloadForm()}
                isLoading={formBusy}
                aria-label={t('dashboard.appeals.downloadFormFor', { address: order.property.address })}
              >
                <Download aria-hidden="true" className="size-4" /> {t('dashboard.appeals.downloadForm')}
              </Button>
            )}
            <Button asChild size="sm" variant="ghost">
              <Link to={link(paths.confirmation, order)}>{t('dashboard.appeals.letter')}</Link>
            </Button>
            {order.can_upgrade && <UpgradeButton order={order} />}
            {order.can_report_outcome && (
              <Button
                size="sm"
                variant="ghost"
                aria-expanded={reporting}
                onClick={() => setReporting((open) => !open)}
              >
                {order.outcome
                  ? t('dashboard.appeals.changeDecision')
                  : t('dashboard.appeals.reportDecision')}
              </Button>
            )}
          </div>
        )}
        {error && (
          <Alert variant="error">
            {rich(
              error.failed === 'report' ? 'dashboard.appeals.reportFailed' : 'dashboard.appeals.formFailed',
              {
                reason:
                  error.cause instanceof Error ? (
                    <ErrorWords error={error.cause} />
                  ) : (
                    t('dashboard.appeals.tryAgain')
                  ),
              },
            )}
          </Alert>
        )}
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
  const { t, rich } = useI18n();

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
        {t('dashboard.appeals.heading')}
      </h2>
      {claimed > 0 && <Alert variant="success">{t('dashboard.appeals.claimed', { count: claimed })}</Alert>}
      {orders.isPending ? (
        <Spinner label={t('dashboard.appeals.loading')} className="size-6" />
      ) : orders.isError ? (
        <Alert variant="error">
          {rich('dashboard.appeals.loadFailed', { reason: <ErrorWords error={orders.error} /> })}
        </Alert>
      ) : orders.data.length === 0 ? (
        <p className="text-teal-200">
          {rich('dashboard.appeals.empty', {
            link: (chunks) => (
              <Link to={paths.propertyTaxLanding} className="text-mint-300 underline">
                {chunks}
              </Link>
            ),
          })}
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
