import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appealCalendar, calendarLines, OTHER_APPEAL_ROUTES } from '@homie/contracts/appeal-calendar';
import { COUNTIES, COUNTY_KEYS } from '@homie/contracts/counties';
import { loadCatalogue } from '#lib/i18n/catalogues.ts';
import { englishText, LocaleProvider, type MessageId } from '#lib/i18n/i18n.tsx';
import { FilingCalendar } from './filing-calendar.tsx';

const NOV_24 = new Date('2026-11-24T20:00:00Z'); // noon in California

describe('FilingCalendar', () => {
  it("names each county's informal review as contracts' county facts do, word for word", () => {
    for (const county of COUNTY_KEYS)
      expect(englishText(`calendar.review.${county}` as MessageId), county).toBe(
        COUNTIES[county].informalReview,
      );
  });

  it('says a closed period is closed and names the next one (Alameda, November 24)', () => {
    render(<FilingCalendar county="alameda" now={NOV_24} />);
    const calendar = screen.getByRole('region', { name: 'Filing calendar: Alameda County' });
    expect(within(calendar).getByRole('status')).toHaveTextContent('The 2026 appeal period has closed');
    expect(calendar).toHaveTextContent('The 2026 filing period closed on September 15, 2026.');
    expect(calendar).toHaveTextContent('The next regular period runs July 2, 2027 to September 15, 2027');
    expect(calendar).not.toHaveTextContent('Open now until');
  });

  it('says what is open now and until when (Los Angeles, November 24)', () => {
    render(<FilingCalendar county="la" now={NOV_24} />);
    const calendar = screen.getByRole('region', { name: 'Filing calendar: Los Angeles County' });
    expect(within(calendar).queryByRole('status')).toBeNull();
    expect(calendar).toHaveTextContent('Open now until November 30, 2026, for the value on January 1, 2026.');
    expect(calendar).toHaveTextContent('60 days from the mailing date');
  });

  it('shows nothing without a supported county', () => {
    const { container } = render(<FilingCalendar county={null} now={NOV_24} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('words every line in English exactly as the contract’s calendarLines, in every county, all year', () => {
    const days = [
      '2026-01-15',
      '2026-04-01',
      '2026-06-20',
      '2026-07-02',
      '2026-08-17',
      '2026-11-24',
      '2026-12-20',
    ];
    for (const county of COUNTY_KEYS)
      for (const day of days) {
        const now = new Date(`${day}T20:00:00Z`);
        const { unmount } = render(<FilingCalendar county={county} now={now} />);
        const calendar = screen.getByRole('region');
        const shown = [...calendar.querySelectorAll('dl > div')].map((line) => ({
          label: line.querySelector('dt')?.textContent,
          text: line.querySelector('dd')?.textContent,
        }));
        const want = calendarLines(appealCalendar(county, now)).map(({ label, text }) => ({ label, text }));
        expect(shown, `${county} ${day}`).toEqual(want);
        expect(calendar).toHaveTextContent(OTHER_APPEAL_ROUTES);
        unmount();
      }
  });

  it('reads in Spanish, dates by the locale’s Intl (Alameda, November 24)', async () => {
    await loadCatalogue('es');
    render(
      <LocaleProvider initialLocale="es">
        <FilingCalendar county="alameda" now={NOV_24} />
      </LocaleProvider>,
    );
    const calendar = screen.getByRole('region', { name: 'Calendario de presentación: condado de Alameda' });
    expect(within(calendar).getByRole('status')).toHaveTextContent(
      'El período de apelación de 2026 ha cerrado',
    );
    expect(calendar).toHaveTextContent(
      'El período de presentación de 2026 cerró el 15 de septiembre de 2026.',
    );
    expect(calendar).toHaveTextContent(
      'El próximo período ordinario va del 2 de julio de 2027 al 15 de septiembre de 2027',
    );
    expect(within(calendar).getByText('Apelación formal (Junta de Apelaciones de Tasación)')).toBeVisible();
    expect(calendar).not.toHaveTextContent('Filing calendar');
  });
});
