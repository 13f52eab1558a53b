import { type ChangeEvent, useState } from 'react';

/**
 * A form's text inputs held as one object of strings (the address form, the home facts form):
 * `set(key)` changes one value, `field(key, error)` gives a TextField its value, error and onChange.
 */
export function useTextFields<T extends { [K in keyof T]: string }>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const set = (key: keyof T) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const field = (key: keyof T, error?: string) => ({
    value: values[key],
    error,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key)(event.target.value),
  });
  return { values, setValues, set, field };
}
