import { useEffect } from 'react';
import { type Resolver, useController, useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { UserEnteredAddress } from '../stores/property-store.ts';
import { StreetAutocompleteField } from './street-autocomplete-field.tsx';

export const EMPTY_ADDRESS: UserEnteredAddress = { street: '', unit: '', city: '', state: '', zipCode: '' };

/**
 * Validates with the form's zod schema, which loads the first time the form validates rather than
 * with the page (decision 084: the landing page carries no schema library).
 */
const addressResolver: Resolver<UserEnteredAddress> = async (values, context, options) =>
  (await import('../utils/address-form-schema.ts')).addressFormResolver(values, context, options);

interface AddressFormProps {
  initial?: UserEnteredAddress | null;
  submitLabel: string;
  isLoading: boolean;
  onSubmit: (address: UserEnteredAddress) => void;
  /** Why the address needs its unit (a building of several recorded homes): shown on Unit, which takes focus. */
  unitError?: string;
}

/** Street (with suggestions), Unit, Zip Code, City, State and the submit button (spec §2, §3). */
export function AddressForm({ initial, submitLabel, isLoading, onSubmit, unitError }: AddressFormProps) {
  const { t } = useI18n();
  const form = useForm<UserEnteredAddress>({
    resolver: addressResolver,
    defaultValues: initial ?? EMPTY_ADDRESS,
    // The street's message stays until the next submit, or until a street is typed (below).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { field: street } = useController({ control: form.control, name: 'street' });
  // The street's one rule is that it is there (address-form-schema.ts): its message in the visitor's language.
  const streetError = form.formState.errors.street ? t('address.streetRequired') : undefined;
  const { setFocus } = form;
  useEffect(() => {
    if (unitError) setFocus('unit');
  }, [unitError, setFocus]);

  const submit = form.handleSubmit((address) => onSubmit(address));

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('address.form')}>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <StreetAutocompleteField
          value={street.value}
          error={streetError}
          onChange={(value) => {
            street.onChange(value);
            if (streetError && value.trim()) form.clearErrors('street');
          }}
          onPick={(picked) => {
            for (const key of Object.keys(EMPTY_ADDRESS) as (keyof UserEnteredAddress)[])
              form.setValue(key, picked[key]);
            form.clearErrors('street');
          }}
        />
        <TextField label={t('address.unit')} error={unitError} {...form.register('unit')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('address.zipCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          {...form.register('zipCode')}
        />
        <TextField label={t('address.city')} autoComplete="address-level2" {...form.register('city')} />
        <TextField label={t('address.state')} autoComplete="address-level1" {...form.register('state')} />
      </div>
      <Button
        type="submit"
        size="lg"
        isLoading={isLoading}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {submitLabel}
      </Button>
    </form>
  );
}
