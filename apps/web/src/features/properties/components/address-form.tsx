import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTextFields } from '../hooks/use-text-fields.ts';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import type { UserEnteredAddress } from '../stores/property-store.ts';
import { ANALYSIS_ERRORS } from '../utils/messages.ts';
import { StreetAutocompleteField } from './street-autocomplete-field.tsx';

export const EMPTY_ADDRESS: UserEnteredAddress = { street: '', unit: '', city: '', state: '', zipCode: '' };

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
  const { values: address, setValues: setAddress, set, field } = useTextFields(initial ?? EMPTY_ADDRESS);
  const [streetError, setStreetError] = useState<string | undefined>();
  const unitInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (unitError) unitInput.current?.focus();
  }, [unitError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(address).map(([k, v]) => [k, v.trim()]),
    ) as unknown as UserEnteredAddress;
    if (!trimmed.street) {
      setStreetError(ANALYSIS_ERRORS.streetRequired);
      return;
    }
    setStreetError(undefined);
    onSubmit(trimmed);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Property address">
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <StreetAutocompleteField
          value={address.street}
          error={streetError}
          onChange={(street) => {
            set('street')(street);
            if (streetError && street.trim()) setStreetError(undefined);
          }}
          onPick={(picked) => {
            setAddress(picked);
            setStreetError(undefined);
          }}
        />
        <TextField label="Unit" name="unit" ref={unitInput} {...field('unit', unitError)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Zip Code"
          name="zipCode"
          inputMode="numeric"
          autoComplete="postal-code"
          {...field('zipCode')}
        />
        <TextField label="City" name="city" autoComplete="address-level2" {...field('city')} />
        <TextField label="State" name="state" autoComplete="address-level1" {...field('state')} />
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
