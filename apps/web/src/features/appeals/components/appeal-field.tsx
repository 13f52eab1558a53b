import {
  APPEAL_FIELD_MAX_CHARS,
  type AppealField as AppealFieldName,
  DATE_PLACEHOLDER,
  fieldLabel,
} from '@homie/contracts/appeals';
import type { CountyKey } from '@homie/contracts/counties';
import { TextAreaField, TextField } from '#components/ui/field.tsx';
import { InEnglish } from './in-english.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';

const AUTOCOMPLETE: Partial<Record<AppealFieldName, string>> = {
  owner_name: 'name',
  email: 'email',
  phone: 'tel',
  mailing_address: 'street-address',
};

export interface AppealFieldProps {
  field: AppealFieldName;
  county: CountyKey;
  value: string;
  error?: string | undefined;
  required?: boolean;
  onChange: (value: string) => void;
}

/**
 * One field of the appeal form, labelled as the county prints it (its English words, marked so, in
 * every language: decision 265); its help in the visitor's language; plain text, no client format checks.
 */
export function AppealField({ field, county, value, error, required, onChange }: AppealFieldProps) {
  const { t, locale } = useI18n();
  const common = {
    id: `appeal-${field}`,
    name: field,
    label: <InEnglish>{fieldLabel(field, county)}</InEnglish>,
    markRequired: required,
    error,
    // The contract's and the server's checks are English (they carry no code per field).
    errorLang: locale === 'en' ? undefined : 'en',
    value,
    // The same cap the server's schema and the printed PDF use (decision 090).
    maxLength: APPEAL_FIELD_MAX_CHARS[field],
  };
  if (field === 'additional_info') {
    return (
      <TextAreaField
        {...common}
        rows={4}
        hint={t('form.field.maxChars', { max: APPEAL_FIELD_MAX_CHARS.additional_info })}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <TextField
      {...common}
      // Section 1 of the formal application asks the name in this order (decision 247).
      {...(field === 'owner_name' ? { hint: t('form.field.ownerNameHint') } : {})}
      type="text"
      autoComplete={AUTOCOMPLETE[field] ?? 'off'}
      placeholder={field === 'purchase_date' ? DATE_PLACEHOLDER : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
