import type { AppealReport } from '@homie/contracts/appeals-report';
import { Download, FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#components/ui/card.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { ApiError } from '#lib/api-client.ts';
import { useAppealReport } from '../api/get-appeal-report.ts';
import { useReportFile } from '../api/get-report-file.ts';
import { useStartReportGeneration } from '../api/start-report-generation.ts';
import { saveBlob } from '#lib/download-file.ts';
import { formatLongDate, useI18n } from '#lib/i18n/i18n.tsx';
import { AppealLetterEditor } from './appeal-letter-editor.tsx';
import { BaseYearAppealNote, HearingKitSection } from './hearing-kit-section.tsx';
import { InEnglish } from './in-english.tsx';
import { reportNotesWords } from './report-note-words.ts';

/** The report's MM/DD/YYYY day as the locale's long date; English keeps the report's own text. */
function useReportDay(): (text: string) => string {
  const { intl, locale } = useI18n();
  return (text) => {
    const parts = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
    if (locale === 'en' || !parts) return text;
    return formatLongDate(intl, { year: Number(parts[3]), month: Number(parts[1]), day: Number(parts[2]) });
  };
}

function FilingSummary({ report }: { report: AppealReport }) {
  const { t, rich } = useI18n();
  const day = useReportDay();
  const { filing } = report;
  // The board's name and address as they are written on the envelope: English.
  const board = (
    <InEnglish>
      {filing.board.name}
      {filing.board.address_lines.length > 0 ? `, ${filing.board.address_lines.join(', ')}` : ''}
    </InEnglish>
  );
  return (
    <p className="text-sm text-teal-200">
      {rich('form.report.filing', {
        opens: day(filing.window_opens),
        closes: day(filing.window_closes),
        board,
      })}
      {filing.board.verified ? '' : ` ${t('form.report.unverified')}`}
    </p>
  );
}

/**
 * The paid job's appeal letter and full report under the form: read-only on Basic, editable on
 * Success; the report downloads as a PDF or opens as a page. Starts the report generation (spec §7,
 * fire-and-forget) once per job.
 */
export function AppealReportPanel({ jobId, orderToken }: { jobId: string; orderToken: string | null }) {
  const i18n = useI18n();
  const { t } = i18n;
  const report = useAppealReport(jobId, orderToken);
  const { mutateAsync: startReport } = useStartReportGeneration();
  const { mutateAsync: readReportFile } = useReportFile();
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'pdf' | 'html' | null>(null);

  useEffect(() => {
    startReport({ jobId, orderToken }).catch((error: unknown) =>
      console.warn('Report generation was not started:', error),
    );
  }, [jobId, orderToken, startReport]);

  async function open(kind: 'pdf' | 'html') {
    setFileError(null);
    setBusy(kind);
    const win = kind === 'html' ? window.open('', '_blank') : null;
    try {
      const file = await readReportFile({ jobId, orderToken, kind });
      if (kind === 'pdf') saveBlob(file.blob, file.fileName);
      else {
        const url = URL.createObjectURL(file.blob);
        if (win) win.location.href = url;
        else saveBlob(file.blob, 'appeal_report.html');
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }
    } catch (error) {
      win?.close();
      setFileError(
        t('form.report.fileFailed', {
          reason: error instanceof Error ? error.message : t('form.draft.tryAgain'),
        }),
      );
    } finally {
      setBusy(null);
    }
  }

  if (report.isPending)
    return <Spinner label={t('form.report.preparing')} className="size-6 text-mint-300" />;
  if (report.isError) {
    const status = report.error instanceof ApiError ? report.error.status : 0;
    return (
      <Alert variant={status === 401 || status === 403 ? 'info' : 'error'}>
        {status === 401 || status === 403
          ? t('form.report.afterPaid')
          : t('form.report.loadFailed', { reason: report.error.message })}
      </Alert>
    );
  }
  const data = report.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.report.title')}</CardTitle>
        <CardDescription>
          {t('form.report.description', { county: data.county_name, count: data.comparables.length })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {/* The report's notes in the owner's language from their parts (decisions 271, 274); a
            report without parts keeps the English of those that say a figure, marked. */}
        {reportNotesWords(i18n, data).map(({ note, words }) => (
          <Alert key={note} variant="info">
            {words ?? <span lang="en">{note}</span>}
          </Alert>
        ))}
        {data.can_edit_letter ? (
          <AppealLetterEditor report={data} orderToken={orderToken} />
        ) : (
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take keyboard focus to be scrolled (axe: scrollable-region-focusable)
            tabIndex={0}
            aria-label={t('form.report.letterLabel')}
            className="max-h-96 overflow-auto rounded-lg bg-white p-4"
          >
            {/* The letter the board reads: English in every language (decision 265). */}
            <pre lang="en" data-filed className="whitespace-pre-wrap font-serif text-sm text-teal-950">
              {data.letter}
            </pre>
          </section>
        )}
        <FilingSummary report={data} />
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void open('pdf')} isLoading={busy === 'pdf'}>
            <Download aria-hidden="true" className="size-4" /> {t('form.report.download')}
          </Button>
          <Button variant="secondary" onClick={() => void open('html')} isLoading={busy === 'html'}>
            <FileText aria-hidden="true" className="size-4" /> {t('form.report.view')}
          </Button>
        </div>
        {fileError && <Alert variant="error">{fileError}</Alert>}
        <BaseYearAppealNote report={data} />
        <HearingKitSection report={data} />
      </CardContent>
    </Card>
  );
}
