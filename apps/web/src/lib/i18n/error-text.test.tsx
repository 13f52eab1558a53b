import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ERROR_CODE_LIST } from '@homie/contracts/errors';
import type { Locale } from '@homie/contracts/locales';
import { loadCatalogue } from './catalogues.ts';
import { useErrorText } from './error-text.ts';
import { LocaleProvider } from './i18n.tsx';

async function errorTextIn(locale: Locale) {
  await loadCatalogue(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LocaleProvider initialLocale={locale}>{children}</LocaleProvider>
  );
  return renderHook(() => useErrorText(), { wrapper }).result.current;
}

describe('an API error on screen (issue 55 item 3)', () => {
  it('reads the server’s own English text in English', async () => {
    const text = await errorTextIn('en');
    expect(text('We could not find 1 Nowhere Rd.', 'address_not_found')).toBe(
      'We could not find 1 Nowhere Rd.',
    );
  });

  it('reads the catalogue’s message for its code in another language, for every code', async () => {
    const text = await errorTextIn('es');
    expect(text('We could not find 1 Nowhere Rd.', 'address_not_found')).toBe(
      'No encontramos esta dirección en los registros de propiedades.',
    );
    for (const code of ERROR_CODE_LIST) {
      const shown = text('English text', code);
      expect(shown, code).not.toBe('English text');
      expect(shown, code).not.toMatch(/^error\./);
    }
    // A check in the browser has no code: its text stays.
    expect(text('Please enter your street address.', null)).toBe('Please enter your street address.');
  });
});
