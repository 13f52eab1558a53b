import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilingCalendar } from './filing-calendar.tsx';

const NOV_24 = new Date('2026-11-24T20:00:00Z'); // noon in California

describe('FilingCalendar', () => {
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
});
