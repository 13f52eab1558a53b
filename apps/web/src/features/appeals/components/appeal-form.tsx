import { type AppealField as AppealFieldName, formRequirements } from '@homie/contracts/appeals';
import type { CountyKey } from '@homie/contracts/counties';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { AppealFormState, DownloadedNote } from '../hooks/use-appeal-form.ts';
import { AppealField } from './appeal-field.tsx';
import {
  AppealFormApplicationAnswers,
  ApplicationYesNoQuestions,
} from './appeal-form-application-answers.tsx';
import { ComparableSalesSection } from './comparable-sales-section.tsx';
import { AppealWarning } from './appeal-warning.tsx';
import { InEnglish } from './in-english.tsx';

/**
 * What to do with the PDF just downloaded, in the owner's language: under the form and, after
 * "Generate PDF", on /payment-success (spec §4 flow).
 */
export function downloadedText(t: ReturnType<typeof useI18n>['t'], note: DownloadedNote): string {
  return note.route === 'informal'
    ? t('form.downloaded.informal', { fileName: note.fileName })
    : t('form.downloaded.formal', { fileName: note.fileName });
}

function FieldGroup(props: {
  id: string;
  title: string;
  fields: AppealFieldName[];
  required?: boolean;
  county: CountyKey;
  form: AppealFormState;
}) {
  if (props.fields.length === 0) return null;
  return (
    <section aria-labelledby={props.id} className="flex flex-col gap-4">
      <h3 id={props.id} className="text-lg font-semibold text-white">
        {props.title}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {props.fields.map((field) => (
          <div
            key={field}
            className={field === 'additional_info' || field.endsWith('address') ? 'sm:col-span-2' : undefined}
          >
            <AppealField
              field={field}
              county={props.county}
              value={props.form.info[field]}
              error={props.form.fieldErrors[field]}
              required={props.required}
              onChange={(value) => props.form.setField(field, value)}
            />
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * The county's appeal form (spec §2): Required Information (labels marked *), the formal
 * application's questions (decision 100), Additional Information (Recommended), Comparable Sales
 * when the county takes any; errors, warnings and the success
 * message above Validate Form and Generate PDF.
 */
export function AppealForm({
  county,
  form,
  route = 'formal',
}: {
  county: CountyKey;
  form: AppealFormState;
  /** The document the form fills: the formal application asks its own questions too (decision 100). */
  route?: 'informal' | 'formal';
}) {
  const { t } = useI18n();
  const requirements = formRequirements(county, form.info);
  const busy = form.status !== 'idle';
  return (
    <form
      noValidate
      className="flex flex-col gap-8"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void form.validate();
      }}
    >
      <FieldGroup
        id="appeal-required"
        title={t('form.section.required')}
        fields={requirements.required}
        required
        county={county}
        form={form}
      />
      {route === 'formal' ? (
        <AppealFormApplicationAnswers county={county} form={form} />
      ) : (
        // The informal request asks only the homeowners' exemption, for the letter (decision 247).
        <section aria-labelledby="appeal-your-home" className="flex flex-col gap-4">
          <h3 id="appeal-your-home" className="text-lg font-semibold text-white">
            {t('form.section.yourHome')}
          </h3>
          <ApplicationYesNoQuestions county={county} route="informal" form={form} />
        </section>
      )}
      <FieldGroup
        id="appeal-recommended"
        title={t('form.section.recommended')}
        fields={requirements.recommended}
        county={county}
        form={form}
      />
      {form.maxComparables > 0 && <ComparableSalesSection {...form} />}
      <div className="flex flex-col gap-3">
        {/* The server's checks, in its English (spec §8): they carry no code to word them by. */}
        {form.generalErrors.length > 0 && (
          <Alert variant="error">
            <InEnglish>{form.generalErrors.join(', ')}</InEnglish>
          </Alert>
        )}
        {form.warnings.length > 0 && (
          <Alert variant="info" title={t('form.warnings')}>
            <ul className="list-disc pl-4">
              {form.warnings.map((warning) => (
                <li key={warning.text}>
                  <AppealWarning warning={warning} county={county} />
                </li>
              ))}
            </ul>
          </Alert>
        )}
        {form.success && (
          <Alert variant="success">
            {form.successNote?.kind === 'valid'
              ? t('form.valid')
              : form.successNote?.kind === 'downloaded'
                ? downloadedText(t, form.successNote)
                : form.success}
          </Alert>
        )}
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            variant="secondary"
            disabled={busy}
            aria-busy={form.status === 'validating' || undefined}
          >
            {form.status === 'validating' ? t('form.validating') : t('form.validate')}
          </Button>
          <Button
            onClick={() => void form.generate()}
            disabled={busy}
            aria-busy={form.status === 'generating' || undefined}
          >
            {form.status === 'generating' ? t('form.generating') : t('form.generate')}
          </Button>
        </div>
      </div>
    </form>
  );
}
