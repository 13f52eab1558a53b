import { type ComponentProps, useId } from 'react';
import type { PropertyType } from '@homie/contracts/property-types';
import { PROPERTY_TYPE_OPTIONS } from '../utils/property-type-options.ts';

type SelectProps = Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'>;

/**
 * The labelled "Property type" select of the property forms (uncontrolled or controlled: props pass
 * through). Its words are English unless the form gives its own (`label`, `names`: the `details`
 * area's, decisions 259 and 262).
 */
export function PropertyTypeSelect({
  label = 'Property type',
  names,
  ...props
}: SelectProps & { label?: string; names?: Record<PropertyType, string> }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-teal-50">
        {label}
      </label>
      <select
        id={id}
        className="w-full rounded-lg border border-teal-600 bg-teal-950/70 px-3 py-2 text-base text-white focus-visible:ring-2 focus-visible:ring-mint-300 focus:outline-none"
        {...props}
      >
        {PROPERTY_TYPE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {names?.[option.value] ?? option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
