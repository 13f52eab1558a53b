import { type AppealReport, MAX_LETTER_CHARS } from '@homie/contracts/appeals-report';
import { useEffect, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextAreaField } from '#components/ui/field.tsx';
import { useUpdateAppealLetter } from '../api/update-appeal-letter.ts';

/** Success plan: the letter in an editable box, saved to the report before download (or restored). */
export function AppealLetterEditor({
  report,
  orderToken,
}: {
  report: AppealReport;
  orderToken: string | null;
}) {
  const [draft, setDraft] = useState(report.letter);
  const [isDirty, setIsDirty] = useState(false);
  const save = useUpdateAppealLetter(report.job_id, orderToken);

  // A fresh report (e.g. signed after the form was generated) replaces an untouched draft.
  useEffect(() => {
    if (!isDirty) setDraft(report.letter);
  }, [report.letter, isDirty]);

  const saveLetter = (letter: string | null) =>
    save.mutate(letter, {
      onSuccess: (saved) => {
        setDraft(saved.letter);
        setIsDirty(false);
      },
    });

  return (
    <div className="flex flex-col gap-3">
      <TextAreaField
        id="appeal-letter"
        label="Your appeal letter"
        hint={`Edit the letter as you like (up to ${MAX_LETTER_CHARS.toLocaleString('en-US')} characters); save it before you download the report.`}
        rows={18}
        maxLength={MAX_LETTER_CHARS}
        value={draft}
        className="font-serif"
        onChange={(event) => {
          setDraft(event.target.value);
          setIsDirty(true);
          save.reset();
        }}
      />
      <div className="flex flex-wrap gap-3">
        <Button
          onClick={() => saveLetter(draft)}
          disabled={!isDirty || draft.trim() === ''}
          isLoading={save.isPending}
        >
          Save letter
        </Button>
        {report.letter_edited && (
          <Button variant="ghost" onClick={() => saveLetter(null)} disabled={save.isPending}>
            Restore generated letter
          </Button>
        )}
      </div>
      {save.isSuccess && <Alert variant="success">Letter saved. Your downloads use this version.</Alert>}
      {save.isError && (
        <Alert variant="error">{save.error.message || 'Could not save your letter. Please try again.'}</Alert>
      )}
    </div>
  );
}
