import { type AppealReport, MAX_LETTER_CHARS } from '@homie/contracts/appeals-report';
import { useEffect, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextAreaField } from '#components/ui/field.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { useUpdateAppealLetter } from '../api/update-appeal-letter.ts';

/** Success plan: the letter in an editable box, saved to the report before download (or restored). */
export function AppealLetterEditor({
  report,
  orderToken,
}: {
  report: AppealReport;
  orderToken: string | null;
}) {
  const { t } = useI18n();
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
        label={t('form.letter.label')}
        hint={t('form.letter.hint', { max: MAX_LETTER_CHARS })}
        // The letter the board reads stays English (decision 265).
        lang="en"
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
          {t('form.letter.save')}
        </Button>
        {report.letter_edited && (
          <Button variant="ghost" onClick={() => saveLetter(null)} disabled={save.isPending}>
            {t('form.letter.restore')}
          </Button>
        )}
      </div>
      {save.isSuccess && <Alert variant="success">{t('form.letter.saved')}</Alert>}
      {save.isError && <Alert variant="error">{save.error.message || t('form.letter.saveFailed')}</Alert>}
    </div>
  );
}
