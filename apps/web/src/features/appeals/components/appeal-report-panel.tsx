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
import { AppealLetterEditor } from './appeal-letter-editor.tsx';
import { BaseYearAppealNote, HearingKitSection } from './hearing-kit-section.tsx';

function FilingSummary({ report }: { report: AppealReport }) {
  const { filing } = report;
  return (
    <p className="text-sm text-teal-200">
      File between {filing.window_opens} and {filing.window_closes} with the {filing.board.name}
      {filing.board.address_lines.length > 0 ? `, ${filing.board.address_lines.join(', ')}` : ''}.
      {filing.board.verified ? '' : ' This address is not verified yet: confirm it with the clerk.'}
    </p>
  );
}

/**
 * The paid job's appeal letter and full report under the form: read-only on Basic, editable on
 * Success; the report downloads as a PDF or opens as a page. Starts the report generation (spec §7,
 * fire-and-forget) once per job.
 */
export function AppealReportPanel({ jobId, orderToken }: { jobId: string; orderToken: string | null }) {
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
        `Could not get your report: ${error instanceof Error ? error.message : 'please try again.'}`,
      );
    } finally {
      setBusy(null);
    }
  }

  if (report.isPending)
    return <Spinner label="Preparing your appeal letter..." className="size-6 text-mint-300" />;
  if (report.isError) {
    const status = report.error instanceof ApiError ? report.error.status : 0;
    return (
      <Alert variant={status === 401 || status === 403 ? 'info' : 'error'}>
        {status === 401 || status === 403
          ? 'Your appeal letter and full report appear here once your plan is paid.'
          : `Your appeal letter could not be loaded: ${report.error.message}`}
      </Alert>
    );
  }
  const data = report.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Appeal Letter</CardTitle>
        <CardDescription>
          To the {data.county_name} County Assessment Appeals Board, with {data.comparables.length} comparable
          sale
          {data.comparables.length === 1 ? '' : 's'} in the full report.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {data.notes.map((note) => (
          <Alert key={note} variant="info">
            {note}
          </Alert>
        ))}
        {data.can_edit_letter ? (
          <AppealLetterEditor report={data} orderToken={orderToken} />
        ) : (
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take keyboard focus to be scrolled (axe: scrollable-region-focusable)
            tabIndex={0}
            aria-label="Appeal letter"
            className="max-h-96 overflow-auto rounded-lg bg-white p-4"
          >
            <pre className="whitespace-pre-wrap font-serif text-sm text-teal-950">{data.letter}</pre>
          </section>
        )}
        <FilingSummary report={data} />
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void open('pdf')} isLoading={busy === 'pdf'}>
            <Download aria-hidden="true" className="size-4" /> Download Report (PDF)
          </Button>
          <Button variant="secondary" onClick={() => void open('html')} isLoading={busy === 'html'}>
            <FileText aria-hidden="true" className="size-4" /> View Full Report
          </Button>
        </div>
        {fileError && <Alert variant="error">{fileError}</Alert>}
        <BaseYearAppealNote report={data} />
        <HearingKitSection report={data} />
      </CardContent>
    </Card>
  );
}
