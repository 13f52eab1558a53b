import {
  APPEAL_FIELD_MAX_CHARS,
  APPLICATION_FIELD_LABELS,
  type AppealRoute,
  APPLICATION_HINTS,
  APPLICATION_QUESTIONS,
  applicationQuestions,
  fieldLabel,
  OPINION_SPLIT_ERROR_KEY,
  requiredApplicationQuestions,
  TAX_BILL_NUMBER_MAX_CHARS,
  type YesNoField,
} from '@homie/contracts/appeals';
import { findingsFeeText } from '@homie/contracts/county-facts';
import { parseFormAmount } from '@homie/contracts/appeals-validation';
import type { CountyKey } from '@homie/contracts/counties';
import { groupDigits } from '@homie/contracts/number-format';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import type { AppealFormState } from '../hooks/use-appeal-form.ts';

const usd = (value: number) => `$${groupDigits(Math.round(value))}`;

/** The hint under a question; written findings name the county's fee where a source gives it. */
function hintOf(field: YesNoField, county: CountyKey): string {
  if (field !== 'written_findings') return APPLICATION_HINTS[field];
  const fee = findingsFeeText(county);
  return `${APPLICATION_HINTS[field]} ${fee.startsWith('$') ? `Fee: ${fee}.` : 'The fee is set by the county; ask the clerk.'}`;
}

/**
 * A Yes/No question of the application: a radio group, never answered for the owner (the claim for
 * refund arrives pre-selected Yes, decision 247); required unless optional (the exemption).
 */
function YesNoQuestion({
  field,
  form,
  county,
  required,
}: {
  field: YesNoField;
  form: AppealFormState;
  county: CountyKey;
  required: boolean;
}) {
  const id = `appeal-${field}`;
  const error = form.fieldErrors[field];
  const value = form.info[field] ?? '';
  return (
    <fieldset
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
      className="flex flex-col gap-1.5"
    >
      <legend id={`${id}-legend`} className="text-sm font-medium text-teal-50">
        {APPLICATION_QUESTIONS[field]}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="flex gap-6 pt-1">
        {(['yes', 'no'] as const).map((answer) => (
          <label key={answer} className="flex items-center gap-2 text-base text-white">
            <input
              type="radio"
              name={field}
              id={`${id}-${answer}`}
              value={answer}
              checked={value === answer}
              required={required}
              aria-invalid={error ? true : undefined}
              onChange={() => form.setField(field, answer)}
              className="size-4 accent-mint-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-mint-300"
            />
            {answer === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-teal-300">
          {hintOf(field, county)}
        </p>
      )}
    </fieldset>
  );
}

/** What the split adds up to, against the total, as the owner types. */
function splitSum(form: AppealFormState, county: CountyKey): string | null {
  const land = (form.info.opinion_land ?? '').trim();
  const improvements = (form.info.opinion_improvements ?? '').trim();
  const total = parseFormAmount(form.info.opinion_value);
  const amount = (text: string) => (/^\$?\s*0+(\.0{1,2})?$/.test(text) ? 0 : parseFormAmount(text));
  const l = amount(land);
  const i = amount(improvements);
  if (l === null || i === null || total === null) return null;
  const sum = l + i;
  return Math.abs(sum - total) <= 0.5
    ? `Land + improvements = ${usd(sum)}, the total of ${fieldLabel('opinion_value', county)}.`
    : `Land + improvements = ${usd(sum)}, not ${usd(total)} (${fieldLabel('opinion_value', county)}).`;
}

/** The Yes/No questions the county's document asks on a route (contracts' applicationQuestions). */
export function ApplicationYesNoQuestions({
  county,
  route,
  form,
}: {
  county: CountyKey;
  route: AppealRoute;
  form: AppealFormState;
}) {
  const required = requiredApplicationQuestions(county, route);
  return applicationQuestions(county, route).map((field) => (
    <YesNoQuestion
      key={field}
      field={field}
      form={form}
      county={county}
      required={required.includes(field)}
    />
  ));
}

/**
 * The formal application's own questions (decisions 100, 247): the opinion of value split into land
 * and improvements (proposed in the roll's proportion, editable, adding up to the total), the number
 * from the owner's notice or tax bill (optional), and the Yes/No questions of sections 3, 7, 8 and
 * (Santa Clara) 9, with the homeowners' exemption.
 */
export function AppealFormApplicationAnswers({ county, form }: { county: CountyKey; form: AppealFormState }) {
  const splitError = form.fieldErrors[OPINION_SPLIT_ERROR_KEY];
  const sum = splitSum(form, county);
  const roll = form.rollSplit;
  return (
    <section aria-labelledby="appeal-application" className="flex flex-col gap-4">
      <h3 id="appeal-application" className="text-lg font-semibold text-white">
        Application Questions
      </h3>
      <fieldset
        aria-labelledby="appeal-split-legend"
        aria-describedby="appeal-split-status"
        className="flex flex-col gap-3"
      >
        <legend id="appeal-split-legend" className="text-sm font-medium text-teal-50">
          Your opinion of value, split into land and improvements
        </legend>
        <p className="text-xs text-teal-300">
          {roll
            ? `Proposed in the proportion of the roll's own split (land ${usd(roll.land)}, improvements ${usd(roll.improvements)} on the roll); change them if you see it differently. They must add up to your opinion of value.`
            : 'Optional. When you give them, they must add up to your opinion of value.'}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {(['opinion_land', 'opinion_improvements'] as const).map((field) => (
            <TextField
              key={field}
              id={`appeal-${field}`}
              name={field}
              label={APPLICATION_FIELD_LABELS[field]}
              value={form.info[field] ?? ''}
              error={form.fieldErrors[field]}
              {...(splitError && !form.fieldErrors[field]
                ? { 'aria-invalid': true, 'aria-describedby': 'appeal-split-status' }
                : {})}
              maxLength={APPEAL_FIELD_MAX_CHARS.opinion_value}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              onChange={(event) => form.setField(field, event.target.value)}
            />
          ))}
        </div>
        <div id="appeal-split-status" aria-live="polite" className="flex flex-col gap-2">
          {splitError ? (
            <p className="text-sm text-red-300">{splitError}</p>
          ) : (
            sum && <p className="text-sm text-teal-100">{sum}</p>
          )}
        </div>
        {form.canRecomputeSplit && (
          <Button type="button" variant="ghost" className="self-start" onClick={form.recomputeSplit}>
            {roll ? "Recompute in the roll's proportion" : 'Set improvements to the rest of the total'}
          </Button>
        )}
      </fieldset>
      <TextField
        id="appeal-tax_bill_number"
        name="tax_bill_number"
        label={APPLICATION_FIELD_LABELS.tax_bill_number}
        hint="Optional. Section 3 of the application: the assessment or account number printed on your notice or tax bill."
        value={form.info.tax_bill_number ?? ''}
        error={form.fieldErrors.tax_bill_number}
        maxLength={TAX_BILL_NUMBER_MAX_CHARS}
        type="text"
        autoComplete="off"
        onChange={(event) => form.setField('tax_bill_number', event.target.value)}
      />
      <ApplicationYesNoQuestions county={county} route="formal" form={form} />
    </section>
  );
}
