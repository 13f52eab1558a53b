import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { chartFinding, type EvidenceChartInput } from '@homie/contracts/evidence-chart';
import { loadArea, loadCatalogue } from '#lib/i18n/catalogues.ts';
import { LocaleProvider } from '#lib/i18n/i18n.tsx';
import { analysedInfo, comparable } from '../testing/fixtures.ts';
import { EvidenceChart } from './evidence-chart.tsx';
import { PropertySummary } from './property-summary.tsx';
import { YourSavingsTab } from './your-savings-tab.tsx';

const sale = (adjusted: number) => ({ address: `${adjusted % 97} Comp Ct`, adjusted_price: adjusted });

// The analysis screen's texts: areas `analysis` and `details`, loaded by its route (decision 262);
// the chart's own, `chart`, load with its code (decision 264).
beforeAll(() => Promise.all([loadArea('analysis'), loadArea('details'), loadArea('chart')]));

describe('the evidence chart (issue 53 item 4)', () => {
  it('is an image named by its finding, with the same numbers as a table', () => {
    render(
      <EvidenceChart
        sales={[sale(700_000), sale(740_000), sale(760_000), sale(780_000), sale(800_000)]}
        estimate={760_000}
        range={{ low: 730_000, high: 790_000 }}
        assessedValue={837_692}
      />,
    );
    const chart = screen.getByRole('img', {
      name: 'Assessed value $837,692 is above all 5 adjusted sales, $700,000–$800,000; our estimate $760,000, likely $730,000–$790,000.',
    });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    const table = screen.getByRole('table', { name: 'The evidence at a glance' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 5 + 3);
    expect(
      within(table).getByRole('rowheader', { name: 'Your assessed value' }).nextSibling,
    ).toHaveTextContent('$837,692');
    expect(within(table).getByRole('rowheader', { name: 'Likely range' }).nextSibling).toHaveTextContent(
      '$730,000–$790,000',
    );
  });

  it('says where an assessed value inside the sales sits, and below them', () => {
    const { unmount } = render(
      <EvidenceChart
        sales={[sale(700_000), sale(800_000), sale(900_000)]}
        estimate={null}
        range={null}
        assessedValue={750_000}
      />,
    );
    expect(
      screen.getByRole('img', {
        name: 'Assessed value $750,000 is above 1 of 3 adjusted sales, $700,000–$900,000.',
      }),
    ).toBeInTheDocument();
    unmount();
    render(<EvidenceChart sales={[sale(700_000)]} estimate={null} range={null} assessedValue={600_000} />);
    expect(
      screen.getByRole('img', { name: 'Assessed value $600,000 is below the adjusted sale, $700,000.' }),
    ).toBeInTheDocument();
  });

  it('shows on the result and on /analysis with each sale at its adjusted price', async () => {
    const comps = [
      comparable(700_000, { adjusted_price: 720_000 }),
      comparable(760_000, { adjusted_price: 770_000 }),
      comparable(800_000, { adjusted_price: 790_000 }),
    ];
    const info = analysedInfo(comps);
    const { unmount } = render(
      <MemoryRouter>
        <YourSavingsTab propertyInfo={info} comparables={comps} />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('img', {
        name: /^Assessed value \$837,692 is above all 3 adjusted sales, \$720,000–\$790,000; our estimate \$760,000/,
      }),
    ).toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter>
        <PropertySummary info={info} comparables={comps} />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('img', { name: /is above all 3 adjusted sales, \$720,000–\$790,000/ }),
    ).toBeInTheDocument();
  });
});

describe('the evidence chart in the visitor’s language (decision 264)', () => {
  const cases: EvidenceChartInput[] = [
    { sales: [sale(700_000)], estimate: null, range: null, assessedValue: null },
    { sales: [sale(700_000), sale(800_000)], estimate: null, range: null, assessedValue: null },
    { sales: [sale(700_000)], estimate: null, range: null, assessedValue: 600_000 },
    { sales: [sale(700_000)], estimate: 710_000, range: null, assessedValue: 900_000 },
    {
      sales: [sale(700_000), sale(800_000), sale(900_000)],
      estimate: null,
      range: null,
      assessedValue: 750_000,
    },
    {
      sales: [sale(700_000), sale(800_000)],
      estimate: 750_000,
      range: { low: 720_000, high: 790_000 },
      assessedValue: 650_000,
    },
    {
      sales: [sale(700_000), sale(800_000)],
      estimate: 750_000,
      range: { low: 720_000, high: 790_000 },
      assessedValue: 800_000,
    },
  ];

  it('names the chart in English exactly as contracts’ chartFinding, which the PDF prints', () => {
    for (const input of cases) {
      const { unmount } = render(<EvidenceChart {...input} />);
      expect(screen.getByRole('img').getAttribute('aria-label')).toBe(chartFinding(input));
      unmount();
    }
  });

  it('reads in Spanish: its heading, finding, legend and table, amounts by Intl', async () => {
    await loadCatalogue('es');
    render(
      <LocaleProvider initialLocale="es">
        <EvidenceChart
          sales={[sale(700_000), sale(740_000), sale(760_000), sale(780_000), sale(800_000)]}
          estimate={760_000}
          range={{ low: 730_000, high: 790_000 }}
          assessedValue={837_692}
        />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'La evidencia de un vistazo' })).toBeInTheDocument();
    const name = screen.getByRole('img').getAttribute('aria-label') ?? '';
    expect(name).toMatch(/^El valor tasado de .*837.692.* está por encima de las 5 ventas ajustadas/);
    expect(name).toMatch(/nuestra estimación: .*760.000.*, probablemente entre/);
    const table = screen.getByRole('table', { name: 'La evidencia de un vistazo' });
    expect(within(table).getByRole('rowheader', { name: 'Su valor tasado' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/evidence|Adjusted|Assessed|estimate|What|Value/);
  });
});
