// The e-mails' catalogues (issue 55 items 4 and 5, decision 263): every locale has exactly English's
// messages, each valid ICU with English's arguments (name and kind) and select options, none empty;
// every message is used by the server's code; English's verdicts are the contract's own words; dates
// and money go through Intl for the locale while English keeps its old formats.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIntl, type IntlShape } from '@formatjs/intl';
import { LOCALES } from '@homie/contracts/locales';
import { VERDICT_TEXT } from '@homie/contracts/verdict';
import { SEND_LETTER_MESSAGES } from '../../modules/appeals/send-letter.service.ts';
import { describe, expect, it } from 'vitest';
import { en, type MailMessageId } from './catalogs/en.ts';
import { MAIL_CATALOGUES, mailText } from './mail-text.ts';

const SRC = fileURLToPath(new URL('../../', import.meta.url));
const ids = Object.keys(en) as MailMessageId[];

/** An ICU element as FormatJS's parser gives it (the fields read here). */
interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
}
const KIND: Record<number, string> = {
  1: 'argument',
  2: 'number',
  3: 'date',
  4: 'time',
  5: 'select',
  6: 'plural',
};

/** The arguments of a message, `name:kind`, with each select's option keys; sorted. */
function signature(intl: IntlShape, message: string): string[] {
  const ast = intl.formatters.getMessageFormat(message, intl.locale).getAst() as unknown as Element[];
  const out = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const e of elements) {
      const kind = KIND[e.type];
      if (kind && e.value) {
        const options = e.type === 5 && e.options ? `[${Object.keys(e.options).sort().join('|')}]` : '';
        out.add(`${e.value}:${kind}${options}`);
      }
      for (const option of Object.values(e.options ?? {})) walk(option.value);
    }
  };
  walk(ast);
  return [...out].sort();
}

const sourceText = (() => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) {
        if (path !== join(SRC, 'lib/i18n/catalogs')) walk(path);
      } else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) files.push(path);
    }
  };
  walk(SRC);
  return files.map((f) => readFileSync(f, 'utf8')).join('\n');
})();

describe('the e-mail catalogues', () => {
  const english = createIntl({ locale: 'en', messages: en });

  it.each(LOCALES)('%s has exactly the English messages, none empty', (locale) => {
    const catalogue = MAIL_CATALOGUES[locale];
    expect(Object.keys(catalogue).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(catalogue[id].trim(), id).not.toBe('');
  });

  it.each(LOCALES)('%s: every message is valid ICU with the English arguments and options', (locale) => {
    const intl = createIntl({ locale, messages: MAIL_CATALOGUES[locale] });
    for (const id of ids) {
      expect(signature(intl, MAIL_CATALOGUES[locale][id]), `${locale} ${id}`).toEqual(
        signature(english, en[id]),
      );
    }
  });

  it.each(LOCALES)('%s: every message formats with its arguments, leaving no brace', (locale) => {
    const m = mailText(locale);
    for (const id of ids) {
      const values: Record<string, string | number> = {};
      for (const arg of signature(english, en[id])) {
        const [name, kind] = arg.split(':') as [string, string];
        values[name] = kind.startsWith('select') ? (kind.includes('supplemental') ? 'escape' : 'yes') : 3;
      }
      const text = m.t(id, values);
      expect(text, `${locale} ${id}`).not.toMatch(/[{}]/);
      expect(text.length, `${locale} ${id}`).toBeGreaterThan(0);
    }
  });

  it('every message is used by the server (its id written literally)', () => {
    const unused = ids.filter((id) => !sourceText.includes(`'${id}'`));
    expect(unused).toEqual([]);
  });

  it("English's verdict headings are the contract's words", () => {
    const m = mailText('en');
    expect(m.t('watch.recheck.verdictOverpaying')).toBe(VERDICT_TEXT.overpaying);
    expect(m.t('watch.recheck.verdictGoodShape', { year: '2030' })).toBe(VERDICT_TEXT.goodShape(2030));
    expect(m.t('watch.recheck.verdictTooClose')).toBe(VERDICT_TEXT.tooClose);
    expect(m.t('watch.recheck.verdictUnknown')).toBe(VERDICT_TEXT.unknown);
  });

  it("English's letter-link refusals are the API's words", () => {
    const m = mailText('en');
    expect(m.t('letter.page.linkUnknown')).toBe(SEND_LETTER_MESSAGES.linkUnknown);
    expect(m.t('letter.page.linkUsed')).toBe(SEND_LETTER_MESSAGES.linkUsed);
    expect(m.t('letter.page.linkExpired')).toBe(SEND_LETTER_MESSAGES.linkExpired);
  });
});

describe('dates, money and the language chosen', () => {
  const day = { year: 2029, month: 9, day: 17 };

  it('English keeps its formats; the others are Intl for the locale', () => {
    expect(mailText('en').date(day)).toBe('September 17, 2029');
    expect(mailText('en').money(1908.4)).toBe('$1,908');
    expect(mailText('en').price(4990)).toBe('$49.90');
    expect(mailText('es').date(day)).toBe('17 de septiembre de 2029');
    expect(mailText('zh-Hant').date(day)).toBe('2029年9月17日');
    expect(mailText('ko').date(day)).toBe('2029년 9월 17일');
    expect(mailText('es').money(1908)).toBe(
      new Intl.NumberFormat('es', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
        1908,
      ),
    );
    expect(mailText('vi').price(4990)).toBe(
      new Intl.NumberFormat('vi', { style: 'currency', currency: 'USD' }).format(49.9),
    );
  });

  it('a plural day count reads in the language', () => {
    expect(['en', 'es', 'zh-Hans', 'vi', 'ko'].map((l) => mailText(l).t('watch.when', { days: 14 }))).toEqual(
      ['in 14 days', 'dentro de 14 días', '14 天后', 'sau 14 ngày nữa', '14일 후'],
    );
    expect(mailText('en').t('watch.when', { days: 1 })).toBe('tomorrow');
    expect(mailText('es').t('watch.when', { days: 0 })).toBe('hoy');
  });

  it('anything not one of our languages is English', () => {
    expect(mailText(null).locale).toBe('en');
    expect(mailText('fr').t('reset.subject')).toBe('Reset your Homie password');
  });
});
