import type { AppealPropertyInfo, AppealRoute, ComparableSale } from '@homie/contracts/appeals';
import type { RollValueSplit } from '@homie/contracts/appeals-prefill';
import { COUNTIES, type CountyKey } from '@homie/contracts/counties';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#components/ui/card.tsx';
import { paths } from '#config/paths.ts';
import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';
import { appealReportQueryKey } from '../api/get-appeal-report.ts';
import { useAppealForm } from '../hooks/use-appeal-form.ts';
import { type DraftSaveStatus, useDraftAutosave } from '../hooks/use-draft-autosave.ts';
import { AppealForm, downloadedText } from './appeal-form.tsx';
import { AppealReportPanel } from './appeal-report-panel.tsx';
import { CountyNotSupported } from './county-not-supported.tsx';
import { initialRoute, RouteChooser } from './route-chooser.tsx';

export interface FillFormViewProps {
  /** The detected county, or null for "County Not Supported". */
  county: CountyKey | null;
  initialInfo: AppealPropertyInfo;
  initialComparables: ComparableSale[];
  /** The analysis' comparables the plan includes (decision 175); by default the initial rows. */
  analysisComparables?: ComparableSale[];
  /** The analysis job the plan was bought for. */
  jobId: string | null;
  /** A guest's order token (X-Order-Token). */
  orderToken: string | null;
  /** This browser paid for the job: the letter and report panel is shown (and the report started). */
  isPaid?: boolean;
  /** The county's filing calendar: which period the form is for, and what is open now. */
  calendar?: ReactNode;
  /** The roll's land and improvements, to propose the opinion's split in their proportion. */
  rollSplit?: RollValueSplit | null;
  /** The paid order the form is for: what is typed is saved to its draft (decision 107). */
  orderId?: string | null;
  /** The document chosen in the saved draft; else the county's recommended one. */
  initialRoute?: AppealRoute | null;
  /**
   * The one document the order can file (decision 246: a notice's appeal is the board's application):
   * the route is fixed and not offered.
   */
  fixedRoute?: AppealRoute | null;
  /** The home the order was bought for, named under the title (decision 106). */
  propertyAddress?: string | null;
  /** After the PDF was generated and downloaded (the spec's flow goes back to /payment-success). */
  onGenerated?: (message: string) => void;
}

function BackToPlans() {
  const { t } = useI18n();
  return (
    <Button variant="ghost" asChild className="self-start">
      <Link to={paths.choosePlan}>
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('form.back')}
      </Link>
    </Button>
  );
}

function CountyForm(props: FillFormViewProps & { county: CountyKey }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const form = useAppealForm({
    ...props,
    // Which document (decision 099): the saved one, else the county's recommended one today, until the owner picks.
    route: props.fixedRoute ?? props.initialRoute ?? initialRoute(props.county),
    // The report's letter is signed with the application just generated.
    onGenerated: (note) => {
      void queryClient.invalidateQueries({ queryKey: appealReportQueryKey(props.jobId) });
      props.onGenerated?.(downloadedText(t, note));
    },
  });
  const draft = useDraftAutosave({
    orderId: props.orderId,
    orderToken: props.orderToken,
    route: form.route,
    info: form.info,
    comparables: form.comparables,
  });
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{t('form.complete.title')}</CardTitle>
          <CardDescription>{t('form.complete.hint')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-8">
          {props.fixedRoute ? null : (
            <RouteChooser
              county={props.county}
              value={form.route}
              onChange={form.setRoute}
              disabled={form.status !== 'idle'}
            />
          )}
          <AppealForm county={props.county} form={form} route={form.route} />
          {props.orderId && <DraftStatus status={draft.status} error={draft.error} />}
        </CardContent>
      </Card>
      {props.jobId && props.isPaid && <AppealReportPanel jobId={props.jobId} orderToken={props.orderToken} />}
    </>
  );
}

const DRAFT_TEXT: Record<Exclude<DraftSaveStatus, 'error'>, MessageId> = {
  idle: 'form.draft.idle',
  saving: 'form.draft.saving',
  saved: 'form.draft.saved',
};

function DraftStatus({ status, error }: { status: DraftSaveStatus; error: string | null }) {
  const { t } = useI18n();
  return (
    <p role="status" className={status === 'error' ? 'text-sm text-red-300' : 'text-sm text-teal-200'}>
      {status === 'error'
        ? t('form.draft.error', { reason: error ?? t('form.draft.tryAgain') })
        : t(DRAFT_TEXT[status])}
    </p>
  );
}

/** /fill-form (spec §2): the county's appeal form, or the County Not Supported card. */
export function FillFormView(props: FillFormViewProps) {
  const { county } = props;
  const { t, rich } = useI18n();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-white">{t('form.title')}</h1>
        {county && (
          <p className="mt-1 text-lg text-mint-200">
            {t('form.countyName', { county: COUNTIES[county].name })}
          </p>
        )}
        {props.propertyAddress && (
          <p className="mt-1 text-teal-100">
            {rich('form.forHome', {
              address: props.propertyAddress,
              b: (chunks) => <strong className="text-white">{chunks}</strong>,
            })}
          </p>
        )}
      </div>
      {county ? (
        <>
          <BackToPlans />
          {props.calendar}
          <CountyForm {...props} county={county} />
        </>
      ) : (
        <CountyNotSupported />
      )}
    </section>
  );
}
