import { regularAppealSale } from '@homie/contracts/appeal-calendar';
import { isCountyKey } from '@homie/contracts/counties';
import { outdatedAnalysisMessage, tooFewComparablesMessage } from '@homie/contracts/payments';
import { VERDICT_TEXT } from '@homie/contracts/verdict';
import type { NoticeAppeal, NoticeAppealForm as NoticeFields } from '@homie/contracts/notice-appeals';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#config/paths.ts';
import { CHOOSE_PLAN_H1, ChoosePlanView } from '#features/payments/components/choose-plan-view.tsx';
import { FilingCalendar } from '#components/filing-calendar.tsx';
import { ContactUsButton } from '#features/contact/components/contact-us-button.tsx';
import { FilingRightsNotice } from '#features/payments/components/filing-rights-notice.tsx';
import { NoticeAppealForm } from '#features/payments/components/notice-appeal-form.tsx';
import { SavingHeadline } from '#features/properties/components/saving-headline.tsx';
import { PlanPropertyResult } from '#features/properties/components/plan-property-result.tsx';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { planEvidence } from '#features/properties/utils/plan-evidence.ts';
import { AfterHydration, HIDDEN_WITH_KEPT_STATE, KeptResultPlaceholder } from '../prerendered.tsx';

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

const WatchHome = lazy(() =>
  import('#features/watches/components/watch-home.tsx').then((m) => ({ default: m.WatchHome })),
);

/**
 * /choose-plan (spec §2): the plans for the analysis job the owner is working on, after the home
 * they are for and its result; where the evidence does not support an appeal the owner confirms
 * before paying (issue 16).
 */
export default function ChoosePlanRoute() {
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
  const notForSale =
    sale?.closedMessage && info
      ? {
          message: sale.closedMessage,
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
                    title={VERDICT_TEXT.freeAssessment(sale.rollYear)}
                    result={{ job_id: info.job_id }}
                  />
                ) : null}
              </div>
            </Suspense>
          ),
        }
      : outdated
        ? {
            message: outdated,
            offer: (
              <Link to={paths.home} className="font-semibold text-mint-300 underline underline-offset-4">
                Look up your home again
              </Link>
            ),
          }
        : tooFew
          ? {
              message: tooFew,
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
            <p className="font-semibold">{notice.appeal.message}</p>
            <button
              type="button"
              className="mt-2 font-semibold text-mint-300 underline underline-offset-4"
              onClick={() => setNotice(null)}
            >
              Change the notice
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
            <KeptResultPlaceholder className="min-h-48">Loading your home's result…</KeptResultPlaceholder>
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
