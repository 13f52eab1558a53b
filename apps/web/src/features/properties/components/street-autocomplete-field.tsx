import { useId } from 'react';
import { TextField } from '#components/ui/field.tsx';
import { cn } from '#lib/cn.ts';
import { useStreetAutocomplete } from '../hooks/use-street-autocomplete.ts';
import type { UserEnteredAddress } from '../stores/property-store.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';

interface StreetAutocompleteFieldProps {
  value: string;
  error?: string;
  disabled?: boolean;
  onChange: (street: string) => void;
  onPick: (address: UserEnteredAddress) => void;
}

/** The Street field with its suggestion list (an ARIA combobox). */
export function StreetAutocompleteField({
  value,
  error,
  disabled,
  onChange,
  onPick,
}: StreetAutocompleteFieldProps) {
  const { t } = useI18n();
  const listId = useId();
  const auto = useStreetAutocomplete(onPick);
  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className="relative">
      <TextField
        label={t('address.street')}
        name="street"
        autoComplete="off"
        placeholder={t('address.streetPlaceholder')}
        value={value}
        error={error}
        disabled={disabled}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={auto.isOpen}
        aria-controls={listId}
        aria-activedescendant={auto.isOpen && auto.activeIndex >= 0 ? optionId(auto.activeIndex) : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          auto.onType(event.target.value);
        }}
        onKeyDown={auto.onKeyDown}
        onBlur={auto.onBlur}
        onFocus={auto.onFocus}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('address.suggestions')}
        hidden={!auto.isOpen}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border border-mint-400/30 bg-teal-900 py-1 shadow-xl"
      >
        {auto.predictions.map((prediction, index) => (
          // The input keeps focus and drives the options with the arrow keys and Enter (aria-activedescendant).
          // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard choice is handled by the combobox input.
          <div
            key={prediction.place_id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === auto.activeIndex}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm text-teal-50',
              index === auto.activeIndex ? 'bg-mint-400/20 text-white' : 'hover:bg-white/10',
            )}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => auto.setActiveIndex(index)}
            onClick={() => void auto.choose(prediction)}
          >
            {prediction.description}
          </div>
        ))}
      </div>
    </div>
  );
}
