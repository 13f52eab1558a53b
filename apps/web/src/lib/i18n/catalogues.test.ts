/**
 * The catalogues' quality (issue 55 item 5, decisions 252 and 257), area by area
 * (`catalogs/<area>/<locale>.json`): every language has every English message of the area and no
 * other, every message is valid ICU MessageFormat with the same arguments (names and kinds) and tags
 * as the English one, every message is used by the app's code, an area's ids start with its name
 * (core's with none of the other areas' names), and every error code of the contract has its message.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ERROR_CODE_LIST } from '@homie/contracts/errors';
import { LOCALES } from '@homie/contracts/locales';

const catalogDir = join(import.meta.dirname, 'catalogs');
const srcDir = join(import.meta.dirname, '..', '..');

const AREAS = readdirSync(catalogDir).sort();
const CORE = 'core';

const read = (area: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(catalogDir, area, `${locale}.json`), 'utf8'));

const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'argument',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

/** A message's arguments and tags, as "name:kind", sorted and without repeats. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      const kind = KIND[element.type];
      if (kind && 'value' in element) found.add(`${element.value}:${kind}`);
      if ('children' in element) walk(element.children);
      if ('options' in element)
        for (const option of Object.values(element.options)) walk(option.value as MessageFormatElement[]);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** The app's own source files (not tests, not the catalogues). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'catalogs' || entry.name === 'test' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const ERROR_PREFIX = 'error.';
const code = sourceFiles(srcDir)
  .filter((file) => !relative(srcDir, file).startsWith('lib/i18n/catalogs'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

describe('the message catalogues', () => {
  it('has the core area and each area has one catalogue per locale', () => {
    expect(AREAS).toContain(CORE);
    for (const area of AREAS)
      expect(readdirSync(join(catalogDir, area)).sort(), area).toEqual(
        LOCALES.map((l) => `${l}.json`).sort(),
      );
  });

  it('the catalogues.ts types and loads every area', () => {
    const loader = readFileSync(join(import.meta.dirname, 'catalogues.ts'), 'utf8');
    for (const area of AREAS.filter((a) => a !== CORE)) {
      expect(loader, area).toContain(`'${area}'`);
      expect(loader, area).toContain(`./catalogs/${area}/en.json`);
    }
  });

  it("an area's ids start with its name; core's with no other area's", () => {
    for (const area of AREAS) {
      const keys = Object.keys(read(area, 'en'));
      const wrong =
        area === CORE
          ? keys.filter((key) => AREAS.some((other) => other !== CORE && key.startsWith(`${other}.`)))
          : keys.filter((key) => !key.startsWith(`${area}.`));
      expect(wrong, area).toEqual([]);
    }
  });

  for (const area of AREAS) {
    const english = read(area, 'en');

    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      it(`${area}/${locale} has every English message and no other`, () => {
        const keys = Object.keys(read(area, locale));
        expect(
          Object.keys(english).filter((key) => !keys.includes(key)),
          'missing',
        ).toEqual([]);
        expect(
          keys.filter((key) => !Object.hasOwn(english, key)),
          'not in English',
        ).toEqual([]);
      });

      it(`${area}/${locale} keeps each message's ICU arguments and tags, and translates it`, () => {
        const catalogue = read(area, locale);
        const broken = Object.entries(catalogue).flatMap(([key, text]) => {
          try {
            const want = placeholders(english[key] ?? '');
            const got = placeholders(text);
            return JSON.stringify(want) === JSON.stringify(got) ? [] : [`${key}: ${got} instead of ${want}`];
          } catch (error) {
            return [`${key}: ${(error as Error).message}`];
          }
        });
        expect(broken).toEqual([]);
        expect(Object.values(catalogue).filter((text) => text.trim() === '')).toEqual([]);
      });
    }

    it(`${area}: English messages are valid ICU MessageFormat`, () => {
      expect(() => Object.values(english).map(placeholders)).not.toThrow();
    });

    it(`${area}: uses every message: each id appears in the app’s code`, () => {
      const unused = Object.keys(english).filter(
        // Error messages are looked up by the answer's code (error-text.ts): the test below holds them.
        (key) => !key.startsWith(ERROR_PREFIX) && !code.includes(`'${key}'`),
      );
      expect(unused).toEqual([]);
    });
  }

  it('has a message for every error code of the contract, in core, and none for another code', () => {
    const errorKeys = (area: string) =>
      Object.keys(read(area, 'en')).filter((key) => key.startsWith(ERROR_PREFIX));
    const codes = errorKeys(CORE).map((key) => key.slice(ERROR_PREFIX.length));
    expect(codes.sort()).toEqual([...ERROR_CODE_LIST].sort());
    for (const area of AREAS.filter((a) => a !== CORE)) expect(errorKeys(area), area).toEqual([]);
  });

  it('no id is in two areas', () => {
    const seen = new Map<string, string>();
    const twice = AREAS.flatMap((area) =>
      Object.keys(read(area, 'en')).flatMap((key) => {
        const first = seen.get(key);
        seen.set(key, area);
        return first ? [`${key} in ${first} and ${area}`] : [];
      }),
    );
    expect(twice).toEqual([]);
  });
});
