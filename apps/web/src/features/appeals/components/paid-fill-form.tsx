import type { AppealPropertyInfo, ComparableSale } from '@homie/contracts/appeals';
import { REPORT_COMPARABLES } from '@homie/contracts/appeals-report';
import {
  prefillComparables,
  prefillNoticeParts,
  prefillPropertyInfo,
  rollValueSplit,
} from '@homie/contracts/appeals-prefill';
import { californiaDate } from '@homie/contracts/appeal-calendar';
import { noticeAppealOf } from '@homie/contracts/notice-appeals';
import type { OrderSummary } from '@homie/contracts/paid-orders';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { Alert } from '#components/ui/alert.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useOrderAnalysisResult } from '#features/properties/api/get-analysis-result.ts';
import { FilingCalendar } from '#components/filing-calendar.tsx';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { useDraft } from '../api/appeal-draft.ts';
import { useAppealReport } from '../api/get-appeal-report.ts';
import { detectFormCounty } from '../utils/detect-form-county.ts';
import { FillFormView } from './fill-form-view.tsx';
import { noticeAppealWords, prefillNoticeWords } from './report-note-words.ts';

type Loose = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * /fill-form for one paid order (decision 106): pre-filled from that order's own analysis (the
 * browser's last lookup only when it is the same job), then overlaid with the order's saved draft
 * (decision 107); what is typed is saved to the draft as the owner goes. `orderToken` is this
 * browser's guest order token, if any (the route reads it from the payment store).
 */
export function PaidFillForm({
  order,
  orderToken,
  onGenerated,
}: {
  order: OrderSummary;
  orderToken: string | null;
  onGenerated: (message: string) => void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const store = usePropertyStore(
    useShallow((s) => ({
      jobId: s.jobId,
      address: s.userEnteredAddress,
      propertyInfo: s.propertyInfo,
      comparables: s.comparables,
    })),
  );
  const sameJob = store.jobId === order.history_id && Boolean(store.propertyInfo);
  const analysis = useOrderAnalysisResult(order.history_id, !sameJob);
  const draft = useDraft(order.order_id, orderToken);
  // A notice's appeal is valued at its own date (decision 246): the opinion starts at the package's
  // reconciliation at that date, not at the January 1 result's market value.
  const report = useAppealReport(order.notice ? order.history_id : null, orderToken);
  const noticeOpinion = report.data?.adjustment_grid?.reconciled_value ?? null;

  const source = useMemo(() => {
    if (sameJob)
      return { info: store.propertyInfo as Loose | null, address: store.address, comps: store.comparables };
    const info = (analysis.data?.property_info ?? null) as Loose | null;
    return {
      info,
      address: info
        ? {
            street: text(info.street),
            unit: text(info.unit),
            city: text(info.city),
            state: text(info.state),
            zipCode: text(info.zip),
          }
        : null,
      comps: (analysis.data?.comparable_properties ?? []) as typeof store.comparables,
    };
  }, [sameJob, store, analysis.data]);

  const county =
    order.property.county ??
    detectFormCounty({
      zip: source.address?.zipCode || null,
      city: source.address?.city || null,
      recordedCounty: typeof source.info?.county === 'string' ? source.info.county : null,
    });
  const initial = useMemo(() => {
    const prefilled = prefillPropertyInfo({ propertyInfo: source.info, address: source.address });
    // The plan's share of the analysis' comparables, best first: the ones its report and letter
    // describe (decision 175); each document then takes as many as it allows.
    const comps = county ? prefillComparables(source.comps, REPORT_COMPARABLES[order.tier].max) : [];
    const saved = draft.data?.draft;
    // The notice the order was bought for is the one the application answers (decision 246).
    const notice = order.notice ?? { notice_type: '' as const, notice_date: '', event_date: '' };
    // The value on the roll of a notice is the one the notice enrolls, which only the owner has: not
    // the January 1 roll's (nor its land and improvements split).
    const noticeValues = order.notice
      ? {
          assessed_value: '',
          opinion_value: noticeOpinion === null ? '' : Math.round(noticeOpinion).toLocaleString('en-US'),
          opinion_land: '',
          opinion_improvements: '',
        }
      : {};
    if (!saved)
      return {
        info: { ...prefilled, ...noticeValues, ...notice },
        comparables: comps,
        analysisComparables: comps,
        route: null,
      };
    return {
      info: { ...prefilled, ...saved.property_info, ...notice } as AppealPropertyInfo,
      comparables: saved.comparable_sales as ComparableSale[],
      analysisComparables: comps,
      route: saved.route ?? null,
    };
  }, [source, county, draft.data, order.tier, order.notice, noticeOpinion]);
  const noticeAppeal = useMemo(() => {
    if (!order.notice) return null;
    const check = noticeAppealOf(order.notice, californiaDate(new Date()));
    return check.ok ? check.appeal : null;
  }, [order.notice]);
  const rollSplit = useMemo(
    () => (order.notice ? null : rollValueSplit(source.info)),
    [source.info, order.notice],
  );
  const notices = useMemo(() => prefillNoticeParts(source.info), [source.info]);

  if ((!sameJob && analysis.isPending) || draft.isPending || (order.notice && report.isPending))
    return <Spinner label={t('form.opening')} className="mx-auto my-12 size-8" />;
  return (
    <>
      {draft.isError && (
        <div className="mx-auto w-full max-w-3xl px-4 pt-6">
          <Alert variant="warning">{t('form.draftLoadFailed', { reason: draft.error.message })}</Alert>
        </div>
      )}
      <FillFormView
        key={`${order.order_id}:${county ?? 'none'}`}
        county={county}
        initialInfo={initial.info}
        initialComparables={initial.comparables}
        analysisComparables={initial.analysisComparables}
        initialRoute={initial.route}
        fixedRoute={order.notice ? 'formal' : null}
        jobId={order.history_id}
        orderId={order.order_id}
        orderToken={orderToken}
        isPaid
        propertyAddress={order.property.address}
        calendar={
          <>
            {/* Demo data and estimates are said before the form (issue 14 item 1, decision 119), in
                the owner's language from contracts' parts (decisions 271, 274). */}
            {notices.map((notice) => (
              <Alert key={notice.kind} variant="info">
                {prefillNoticeWords(i18n, notice)}
              </Alert>
            ))}
            {noticeAppeal ? (
              <Alert variant={noticeAppeal.open ? 'info' : 'warning'} title={t('form.notice.title')}>
                {/* The notice's dates and rule (R&T §1605, decision 246), in the owner's language. */}
                {noticeAppealWords(i18n, noticeAppeal)} {t('form.notice.note')}
              </Alert>
            ) : (
              <FilingCalendar county={county} />
            )}
          </>
        }
        rollSplit={rollSplit}
        onGenerated={onGenerated}
      />
    </>
  );
}
