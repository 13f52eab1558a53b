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
  const { comparables, maxComparables, fieldErrors } = props;
  return (
    <section aria-labelledby="appeal-comparables" className="flex flex-col gap-4">
      <div>
        <h3 id="appeal-comparables" className="text-lg font-semibold text-white">
          Comparable Sales
        </h3>
        <p className="text-sm text-teal-200">
          Up to {maxComparables} recent sales of similar homes. Only sales with an address, sale date and sale
          price are sent.
        </p>
      </div>
      {comparables.map((comp, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position
        <fieldset key={index} className="flex flex-col gap-3 rounded-xl border border-teal-700 p-4">
          <legend className="px-1 text-sm font-semibold text-mint-200">Comparable Sale {index + 1}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {COMPARABLE_FIELDS.map((field: ComparableField) => (
              <div
                key={field}
                className={field === 'address' || field === 'description' ? 'sm:col-span-2' : undefined}
              >
                <TextField
                  id={`comparable-${index}-${field}`}
                  label={COMPARABLE_LABELS[field]}
                  type="text"
                  autoComplete="off"
                  maxLength={COMPARABLE_FIELD_MAX_CHARS[field]}
                  placeholder={field === 'sale_date' ? DATE_PLACEHOLDER : undefined}
                  value={comp[field]}
                  error={fieldErrors[`comparable_sales.${index}.${field}`]}
                  onChange={(event) => props.setComparableField(index, field, event.target.value)}
                />
              </div>
            ))}
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            aria-label={`Remove comparable sale ${index + 1}`}
            onClick={() => props.removeComparable(index)}
          >
            <Trash2 aria-hidden="true" className="size-4" /> Remove
          </Button>
        </fieldset>
      ))}
      {fieldErrors.comparable_sales && <p className="text-sm text-red-300">{fieldErrors.comparable_sales}</p>}
      {comparables.length < maxComparables && (
        <Button variant="secondary" className="self-start" onClick={props.addComparable}>
          <Plus aria-hidden="true" className="size-4" /> Add Comparable Sale
        </Button>
      )}
    </section>
  );
}
