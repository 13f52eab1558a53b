import {
  APPEAL_FIELD_MAX_CHARS,
  APPLICATION_FIELD_LABELS,
  type AppealRoute,
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
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';
import type { AppealFormState } from '../hooks/use-appeal-form.ts';
import { InEnglish } from './in-english.tsx';

/**
 * Each question's help (contracts' APPLICATION_HINTS, whose English words these are). Sources, checked
 * 2026-12-03: claim for refund R&T §5097(b); value hearing officer R&T §1637; the homeowners'
 * exemption's presumption R&T §167 and Property Tax Rule 321(d) (decisions 100, 247, 265).
 */
const HINT: Record<YesNoField, MessageId> = {
  principal_residence: 'form.hint.principal_residence',
  claim_for_refund: 'form.hint.claim_for_refund',
  written_findings: 'form.hint.written_findings',
  value_hearing_officer: 'form.hint.value_hearing_officer',
  homeowners_exemption: 'form.hint.homeowners_exemption',
};

/** The hint under a question; written findings name the county's fee where a source gives it. */
function useHintOf(): (field: YesNoField, county: CountyKey) => string {
  const { t } = useI18n();
  return (field, county) => {
    if (field !== 'written_findings') return t(HINT[field]);
    const fee = findingsFeeText(county);
    return `${t(HINT[field])} ${fee.startsWith('$') ? t('form.hint.fee', { fee }) : t('form.hint.feeAsk')}`;
  };
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
  const { t, locale } = useI18n();
  const hintOf = useHintOf();
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
        {/* The application's printed question, in its English (decision 265). */}
        <InEnglish>{APPLICATION_QUESTIONS[field]}</InEnglish>
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
            {answer === 'yes' ? t('form.yes') : t('form.no')}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} lang={locale === 'en' ? undefined : 'en'} className="text-sm text-red-300">
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
function SplitSum({ form, county }: { form: AppealFormState; county: CountyKey }) {
  const { rich, money } = useI18n();
  const land = (form.info.opinion_land ?? '').trim();
  const improvements = (form.info.opinion_improvements ?? '').trim();
  const total = parseFormAmount(form.info.opinion_value);
  const amount = (text: string) => (/^\$?\s*0+(\.0{1,2})?$/.test(text) ? 0 : parseFormAmount(text));
  const l = amount(land);
  const i = amount(improvements);
  if (l === null || i === null || total === null) return null;
  const sum = l + i;
  const label = <InEnglish>{fieldLabel('opinion_value', county)}</InEnglish>;
  return (
    <p className="text-sm text-teal-100">
      {Math.abs(sum - total) <= 0.5
        ? rich('form.split.sum', { sum: money(sum), label })
        : rich('form.split.sumDiffers', { sum: money(sum), total: money(total), label })}
    </p>
  );
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
  const { t, money, locale } = useI18n();
  // The contract's and the server's checks are English (they carry no code per field).
  const errorLang = locale === 'en' ? undefined : 'en';
  const splitError = form.fieldErrors[OPINION_SPLIT_ERROR_KEY];
  const roll = form.rollSplit;
  return (
    <section aria-labelledby="appeal-application" className="flex flex-col gap-4">
      <h3 id="appeal-application" className="text-lg font-semibold text-white">
        {t('form.section.application')}
      </h3>
      <fieldset
        aria-labelledby="appeal-split-legend"
        aria-describedby="appeal-split-status"
        className="flex flex-col gap-3"
      >
        <legend id="appeal-split-legend" className="text-sm font-medium text-teal-50">
          {t('form.split.legend')}
        </legend>
        <p className="text-xs text-teal-300">
          {roll
            ? t('form.split.proposed', { land: money(roll.land), improvements: money(roll.improvements) })
            : t('form.split.optional')}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {(['opinion_land', 'opinion_improvements'] as const).map((field) => (
            <TextField
              key={field}
              id={`appeal-${field}`}
              name={field}
              label={<InEnglish>{APPLICATION_FIELD_LABELS[field]}</InEnglish>}
              value={form.info[field] ?? ''}
              error={form.fieldErrors[field]}
              errorLang={errorLang}
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
            <p lang={errorLang} className="text-sm text-red-300">
              {splitError}
            </p>
          ) : (
            <SplitSum form={form} county={county} />
          )}
        </div>
        {form.canRecomputeSplit && (
          <Button type="button" variant="ghost" className="self-start" onClick={form.recomputeSplit}>
            {roll ? t('form.split.recomputeRoll') : t('form.split.recomputeRest')}
          </Button>
        )}
      </fieldset>
      <TextField
        id="appeal-tax_bill_number"
        name="tax_bill_number"
        label={<InEnglish>{APPLICATION_FIELD_LABELS.tax_bill_number}</InEnglish>}
        hint={t('form.taxBill.hint')}
        value={form.info.tax_bill_number ?? ''}
        error={form.fieldErrors.tax_bill_number}
        errorLang={errorLang}
        maxLength={TAX_BILL_NUMBER_MAX_CHARS}
        type="text"
        autoComplete="off"
        onChange={(event) => form.setField('tax_bill_number', event.target.value)}
      />
      <ApplicationYesNoQuestions county={county} route="formal" form={form} />
    </section>
  );
}
