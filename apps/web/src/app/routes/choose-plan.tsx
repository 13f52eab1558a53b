import { regularAppealSale } from '@homie/contracts/appeal-calendar';
import type { CalendarDate } from '@homie/contracts/appeals-dates';
import { COUNTIES, isCountyKey } from '@homie/contracts/counties';
import {
  MIN_PACKAGE_COMPARABLES,
  outdatedAnalysisMessage,
  tooFewComparablesMessage,
} from '@homie/contracts/payments';
import { freeAssessmentYear } from '@homie/contracts/verdict';
import type { NoticeAppeal, NoticeAppealForm as NoticeFields } from '@homie/contracts/notice-appeals';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#config/paths.ts';
import { CHOOSE_PLAN_H1, ChoosePlanView } from '#features/payments/components/choose-plan-view.tsx';
import { FilingCalendar } from '#components/filing-calendar.tsx';
import { ContactUsButton } from '#features/contact/components/contact-us-button.tsx';
import { FilingRightsNotice } from '#features/payments/components/filing-rights-notice.tsx';
import { NoticeAppealForm, useNoticeWords } from '#features/payments/components/notice-appeal-form.tsx';
import { SavingHeadline } from '#features/properties/components/saving-headline.tsx';
import { PlanPropertyResult } from '#features/properties/components/plan-property-result.tsx';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { planEvidence } from '#features/properties/utils/plan-evidence.ts';
import { formatLongDate, useI18n } from '#lib/i18n/i18n.tsx';
import type { PageHandle } from '../page-handle.ts';
import { AfterHydration, HIDDEN_WITH_KEPT_STATE, KeptResultPlaceholder } from '../prerendered.tsx';
import { loadWatchHome } from '#features/watches/load-watch-home.ts';

const FreeAssessmentForm = lazy(() =>
  import('#features/leads/components/free-assessment-form.tsx').then((m) => ({
    default: m.FreeAssessmentForm,
  })),
);

const OwnerSalesPanel = lazy(() =>
  import('#features/properties/components/owner-sales-panel.tsx').then((m) => ({
    default: m.OwnerSalesPanel,
  })),
);

const WatchHome = lazy(() => loadWatchHome().then((m) => ({ default: m.WatchHome })));

/**
 * Every text of the page is in the catalogues: area `plans` (decision 258), and "Watch this home"
 * in its own area, `watch`, which comes with its code (decision 264).
 */
export const handle: PageHandle = { translated: true };

/**
 * /choose-plan (spec §2): the plans for the analysis job the owner is working on, after the home
 * they are for and its result; where the evidence does not support an appeal the owner confirms
 * before paying (issue 16).
 */
export default function ChoosePlanRoute() {
  const { t, intl } = useI18n();
  const { appealMessage } = useNoticeWords();
  const longDate = (date: CalendarDate) => formatLongDate(intl, date);
  const lienDate = (year: number) => longDate({ year, month: 1, day: 1 });
  const jobId = usePropertyStore((state) => state.jobId);
  const info = usePropertyStore((state) => state.propertyInfo);
  const comparables = usePropertyStore((state) => state.comparables);
  const address = usePropertyStore((state) => state.userEnteredAddress);
  const evidence = useMemo(() => (info ? planEvidence(info, comparables) : null), [info, comparables]);
  // In the closed period after the county's last filing day no plan is sold (decision 225): the owner
  // is told when the next appeal can be prepared and filed, and may watch the home to be reminded
  // when it can (issue 52) or sign up for the free assessment.
  const county = info?.county;
  // A notice's appeal is sold in any period within its own limit, valued at its own date (decision 246).
  const [notice, setNotice] = useState<{ fields: NoticeFields; appeal: NoticeAppeal } | null>(null);
  const sale = isCountyKey(county) && !notice ? regularAppealSale(county, new Date()) : null;
  // Nor for a result valued for another roll year (decision 236): the owner looks the home up again.
  const valuedFor = info?.valuation?.roll_year;
  const outdated = sale && valuedFor ? outdatedAnalysisMessage(valuedFor, sale.rollYear) : null;
  // Nor for a home with fewer comparable sales than a package needs (decision 227).
  const tooFew = info ? tooFewComparablesMessage(comparables.length) : null;
  // The contracts' sentences (regularAppealSale, outdatedAnalysisMessage, tooFewComparablesMessage)
  // in the visitor's language: the formal period R&T §1603, sales as evidence Rule 321 (decisions 225,
  // 227, 236; checked 2026-12-03).
  const notForSale =
    sale?.closedMessage && sale.next && info
      ? {
          message: t('plans.closedMessage', {
            rollYear: String(sale.formal.rollYear),
            county: COUNTIES[sale.county].name,
            closed: longDate(sale.formal.closes),
            lienDate: lienDate(sale.next.rollYear),
            opens: longDate(sale.next.opens),
            closes: longDate(sale.next.closes),
          }),
          offer: (
            <Suspense fallback={null}>
              <div className="grid gap-4">
                <NoticeAppealForm
                  now={() => new Date()}
                  onChosen={(fields, appeal) => setNotice({ fields, appeal })}
                />
                {info.job_id ? <WatchHome jobId={info.job_id} /> : null}
                {address ? (
                  <FreeAssessmentForm
                    address={address}
                    title={t('verdict.freeAssessment', { year: String(freeAssessmentYear(sale.rollYear)) })}
                    result={{ job_id: info.job_id }}
                  />
                ) : null}
              </div>
            </Suspense>
          ),
        }
      : outdated && sale && valuedFor
        ? {
            message: t('plans.outdatedMessage', {
              valuedOn: lienDate(valuedFor),
              saleOn: lienDate(sale.rollYear),
            }),
            offer: (
              <Link to={paths.home} className="font-semibold text-mint-300 underline underline-offset-4">
                {t('plans.lookUpAgain')}
              </Link>
            ),
          }
        : tooFew
          ? {
              message: t('plans.tooFewMessage', {
                found: comparables.length,
                min: MIN_PACKAGE_COMPARABLES,
              }),
              // The owner may add sales they know; three in the result open the plans (decision 249).
              offer: (
                <div className="grid gap-2">
                  {info?.job_id ? (
                    <Suspense fallback={null}>
                      <OwnerSalesPanel jobId={info.job_id} lienDate={info.valuation?.lien_date ?? null} />
                    </Suspense>
                  ) : null}
                  <ContactUsButton className="font-semibold text-mint-300 underline underline-offset-4" />
                </div>
              ),
            }
          : null;
  // Prerendered (decision 138): until hydrated, the home and its filing calendar (dated today) are
  // a placeholder for a browser that keeps an analysis, and nothing on a first visit. Where this
  // page hydrates nothing is kept, so the plans' props are those of a first visit either way.
  return (
    <ChoosePlanView
      historyId={jobId}
      notice={notice?.fields ?? null}
      noticeChosen={
        notice ? (
          <div role="status" className="rounded-xl border border-mint-400 p-4 text-teal-50">
            <p className="font-semibold">{appealMessage(notice.appeal)}</p>
            <button
              type="button"
              className="mt-2 font-semibold text-mint-300 underline underline-offset-4"
              onClick={() => setNotice(null)}
            >
              {t('plans.changeNotice')}
            </button>
          </div>
        ) : null
      }
      headline={
        <AfterHydration
          before={
            <SavingHeadline
              page="choosePlan"
              evidence={null}
              className={HIDDEN_WITH_KEPT_STATE}
              headingClassName={CHOOSE_PLAN_H1}
            />
          }
        >
          <SavingHeadline page="choosePlan" evidence={evidence} headingClassName={CHOOSE_PLAN_H1} />
        </AfterHydration>
      }
      property={
        <AfterHydration
          before={
            <KeptResultPlaceholder className="min-h-48">{t('plans.loadingResult')}</KeptResultPlaceholder>
          }
        >
          {info && evidence ? (
            <PlanPropertyResult
              info={info}
              evidence={evidence}
              comparables={comparables}
              contactAction={
                <ContactUsButton className="font-semibold text-mint-300 underline underline-offset-4" />
              }
            />
          ) : null}
        </AfterHydration>
      }
      needsConfirmation={evidence?.needsConfirmation ?? false}
      notForSale={notForSale}
      filingRights={
        <AfterHydration before={<FilingRightsNotice />}>
          <FilingRightsNotice county={info?.county} />
        </AfterHydration>
      }
      calendar={
        <AfterHydration before={null}>
          <FilingCalendar county={info?.county} />
        </AfterHydration>
      }
    />
  );
}
