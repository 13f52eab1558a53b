import {
  APPEAL_FIELD_MAX_CHARS,
  type AppealField as AppealFieldName,
  DATE_PLACEHOLDER,
  fieldLabel,
} from '@homie/contracts/appeals';
import type { CountyKey } from '@homie/contracts/counties';
import { TextAreaField, TextField } from '#components/ui/field.tsx';

const AUTOCOMPLETE: Partial<Record<AppealFieldName, string>> = {
  owner_name: 'name',
  email: 'email',
  phone: 'tel',
  mailing_address: 'street-address',
};

/** Section 1 of the formal application asks the name in this order (decision 247). */
export const OWNER_NAME_HINT =
  'The formal application prints it Last, First Middle initial (e.g. Jane Q. Owner prints as OWNER, JANE Q); a business or trust name prints as typed.';

export interface AppealFieldProps {
  field: AppealFieldName;
  county: CountyKey;
  value: string;
  error?: string | undefined;
  required?: boolean;
  onChange: (value: string) => void;
}

/** One field of the appeal form, labelled as the county prints it; plain text, no client format checks. */
export function AppealField({ field, county, value, error, required, onChange }: AppealFieldProps) {
  const common = {
    id: `appeal-${field}`,
    name: field,
    label: fieldLabel(field, county),
    markRequired: required,
    error,
    value,
    // The same cap the server's schema and the printed PDF use (decision 090).
    maxLength: APPEAL_FIELD_MAX_CHARS[field],
  };
  if (field === 'additional_info') {
    return (
      <TextAreaField
        {...common}
        rows={4}
        hint={`Up to ${APPEAL_FIELD_MAX_CHARS.additional_info.toLocaleString('en-US')} characters.`}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <TextField
      {...common}
      {...(field === 'owner_name' ? { hint: OWNER_NAME_HINT } : {})}
      type="text"
      autoComplete={AUTOCOMPLETE[field] ?? 'off'}
      placeholder={field === 'purchase_date' ? DATE_PLACEHOLDER : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
