import {
  COMPARABLE_FIELD_MAX_CHARS,
  COMPARABLE_FIELDS,
  COMPARABLE_LABELS,
  type ComparableField,
  DATE_PLACEHOLDER,
} from '@homie/contracts/appeals';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { InEnglish } from './in-english.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { AppealFormState } from '../hooks/use-appeal-form.ts';

type Props = Pick<
  AppealFormState,
  | 'comparables'
  | 'maxComparables'
  | 'fieldErrors'
  | 'setComparableField'
  | 'addComparable'
  | 'removeComparable'
  | 'status'
>;

/** The Comparable Sales section (spec §2): entries with Remove, and Add while under the county maximum. */
export function ComparableSalesSection(props: Props) {
  const { t, locale } = useI18n();
  // The contract's and the server's checks are English (they carry no code per field).
  const errorLang = locale === 'en' ? undefined : 'en';
  const { comparables, maxComparables, fieldErrors } = props;
  return (
    <section aria-labelledby="appeal-comparables" className="flex flex-col gap-4">
      <div>
        <h3 id="appeal-comparables" className="text-lg font-semibold text-white">
          {t('form.comps.title')}
        </h3>
        <p className="text-sm text-teal-200">{t('form.comps.hint', { max: maxComparables })}</p>
      </div>
      {comparables.map((comp, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position
        <fieldset key={index} className="flex flex-col gap-3 rounded-xl border border-teal-700 p-4">
          <legend className="px-1 text-sm font-semibold text-mint-200">
            {t('form.comps.legend', { n: index + 1 })}
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {COMPARABLE_FIELDS.map((field: ComparableField) => (
              <div
                key={field}
                className={field === 'address' || field === 'description' ? 'sm:col-span-2' : undefined}
              >
                <TextField
                  id={`comparable-${index}-${field}`}
                  // The form's printed column, in its English (decision 265).
                  label={<InEnglish>{COMPARABLE_LABELS[field]}</InEnglish>}
                  type="text"
                  autoComplete="off"
                  maxLength={COMPARABLE_FIELD_MAX_CHARS[field]}
                  placeholder={field === 'sale_date' ? DATE_PLACEHOLDER : undefined}
                  value={comp[field]}
                  error={fieldErrors[`comparable_sales.${index}.${field}`]}
                  errorLang={errorLang}
                  onChange={(event) => props.setComparableField(index, field, event.target.value)}
                />
              </div>
            ))}
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            aria-label={t('form.comps.removeLabel', { n: index + 1 })}
            onClick={() => props.removeComparable(index)}
          >
            <Trash2 aria-hidden="true" className="size-4" /> {t('form.comps.remove')}
          </Button>
        </fieldset>
      ))}
      {fieldErrors.comparable_sales && (
        <p lang={errorLang} className="text-sm text-red-300">
          {fieldErrors.comparable_sales}
        </p>
      )}
      {comparables.length < maxComparables && (
        <Button variant="secondary" className="self-start" onClick={props.addComparable}>
          <Plus aria-hidden="true" className="size-4" /> {t('form.comps.add')}
        </Button>
      )}
    </section>
  );
}
