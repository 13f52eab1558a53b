import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import {
  comparable,
  analysedInfo,
  goodShapeComps,
  overpayingComps,
  propertyInfo,
  queryResult,
} from '#features/properties/testing/fixtures.ts';
import { loadCatalogue } from '#lib/i18n/catalogues.ts';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';

const address = {
  street: '7450 Amador Valley Blvd',
  unit: '',
  city: 'Dublin',
  state: 'CA',
  zipCode: '94568',
};

describe('/more-details headline (decision 174)', { timeout: 20_000 }, () => {
  beforeEach(() => usePropertyStore.getState().reset());

  it('promises no saving above a result in good shape', async () => {
    usePropertyStore.getState().setResult({
      userEnteredAddress: address,
      propertyInfo: analysedInfo(goodShapeComps),
      comparables: goodShapeComps,
    });
    mockFetch({});
    renderApp('/more-details');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Check your property tax before you appeal' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /You are in good shape/ })).toBeInTheDocument();
    expect(screen.queryByText(/Save up to|\$585/)).toBeNull();
  });

  it('shows the spec’s sample saving, labelled as a sample, when no home is looked up', async () => {
    mockFetch({});
    renderApp('/more-details');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Save up to $585 on your property tax' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/A sample saving, not a figure for your home/)).toBeInTheDocument();
    expect(screen.getByText('Your letter is built from recent sales near your home.')).toBeInTheDocument();
    expect(screen.queryByText(/local sales/)).toBeNull();
  });
});

describe('/more-details', { timeout: 20_000 }, () => {
  beforeEach(() => {
    usePropertyStore.getState().reset();
    usePropertyStore.getState().setResult({
      userEnteredAddress: address,
      propertyInfo: analysedInfo(overpayingComps),
      comparables: overpayingComps,
    });
  });

  it('shows the steps, the countdown for the county, the three columns and the two buttons', async () => {
    mockFetch({});
    renderApp('/more-details');
    // The headline is the owner's own saving, the figure "You can save" shows (decision 174).
    const headline = await screen.findByRole(
      'heading',
      { level: 1, name: /^Save about \$[\d,]+ a year on your property tax$/ },
      { timeout: 5000 },
    );
    const result = screen.getByRole('region', { name: 'Your result' });
    const saving = (within(result).getByLabelText('You can save') as HTMLInputElement).value;
    expect(saving).not.toBe('$0');
    expect(headline).toHaveTextContent(`Save about ${saving} a year`);
    expect(screen.queryByText(/\$585/)).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Progress' }))
        .getByText('Add more details')
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    // Inside Alameda's window the days to its end; outside it, when the next one opens (issue 53).
    expect(screen.getByText(/^(\d+ days? to go|Filing opens July 2, 20\d\d)$/)).toBeInTheDocument();
    expect(screen.getByText(/^9\/1[5-7]\/20\d\d$/)).toBeInTheDocument(); // Alameda's window ends Sep 15
    expect(screen.getByText('Best-matching Comps')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get your full appeal report' })).toBeInTheDocument();
    // The owner's own count of nearby sales, not the spec's unsourced "2,000+" (decision 188).
    expect(screen.getByText('Based on 5 local sales')).toBeInTheDocument();
    expect(screen.queryByText(/2,000\+/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/property-tax-landing');
    expect(screen.getByRole('link', { name: 'Unlock full report' })).toHaveAttribute('href', '/choose-plan');
    expect(screen.getByRole('combobox', { name: 'Property type' })).toHaveValue('single_family');
    expect(
      within(screen.getByRole('combobox', { name: 'Property type' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Single-family', 'Condo', 'Townhouse', 'Multi-family']);
  });

  it('enforces the required fields and re-runs the analysis with the corrections and notes', async () => {
    const newComps = [comparable(900_000), comparable(910_000), comparable(920_000)];
    const api = mockFetch({
      'POST /manual_analysis': () => json({ success: true, job_id: 'job_1', error: null }),
      'GET /query_result': () =>
        json(queryResult(newComps, propertyInfo({ bedrooms: 4, notes: 'Roof leaks' }))),
    });
    const { user } = renderApp('/more-details');
    const bedrooms = await screen.findByLabelText(/^Bedrooms/, {}, { timeout: 5000 });
    expect(bedrooms).toHaveValue(3);
    await user.clear(bedrooms);
    await user.click(screen.getByRole('button', { name: 'Update my analysis' }));
    expect(await screen.findByText('Bedrooms is required.')).toBeInTheDocument();
    expect(api.calls('POST /manual_analysis')).toHaveLength(0);
    await user.type(bedrooms, '4');
    await user.type(screen.getByLabelText('Additional notes'), 'Roof leaks');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Property type' }), 'Townhouse');
    expect(screen.getByRole('heading', { name: "You're overpaying" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update my analysis' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'You are in good shape in 2026' })).toBeInTheDocument(),
    );
    expect(api.calls('POST /manual_analysis')[0]!.body).toMatchObject({
      job_id: 'job_1',
      beds: 4,
      baths: 2,
      sqft: 1650,
      lot_sqft: 6098,
      property_type: 'townhouse',
      notes: 'Roof leaks',
      street: '7450 Amador Valley Blvd',
    });
    expect(
      within(screen.getByRole('list', { name: 'Comparable homes' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('$900K');
    expect(usePropertyStore.getState().propertyInfo?.bedrooms).toBe(4);
    expect(screen.getByTestId('analysed-facts')).toHaveTextContent(
      'Analysed as: 4 beds · 2 baths · 1,650 sq ft · built 1978',
    );
    await act(async () => {});
  });
});

describe('/more-details in Spanish (decision 257)', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    usePropertyStore.getState().reset();
    await loadCatalogue('es');
  });

  it('loads its area with the route: its own texts and the filing calendar read in Spanish', async () => {
    usePropertyStore.getState().setResult({
      userEnteredAddress: address,
      propertyInfo: analysedInfo(overpayingComps),
      comparables: overpayingComps,
    });
    mockFetch({});
    renderApp('/more-details', { locale: 'es' });
    expect(
      await screen.findByRole('link', { name: 'Desbloquear el informe completo' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/choose-plan');
    expect(screen.getByRole('link', { name: 'Atrás' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Su resultado' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Calendario de presentación: condado de Alameda' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Próximos pasos' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Obtenga su informe de apelación completo' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Reunir pruebas', { exact: false })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Progreso' })).getByText('Añadir más detalles'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('analysed-facts')).toHaveTextContent(
      /^Analizada como: 3 dormitorios · 2 baños · 1\D?650 pies²/,
    );
    expect(screen.queryByText('Unlock full report')).not.toBeInTheDocument();
    expect(screen.queryByText("What's next")).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: /^Ahorre unos .+ al año en su impuesto predial$/ }),
    ).toBeInTheDocument();
    // The countdown for the county, its dates by the locale's Intl, open or not today.
    expect(screen.getByText(/^El plazo de apelación termina:/)).toBeInTheDocument();
    expect(
      screen.getByText(/^El condado de Alameda acepta apelaciones desde el \d+\/\d+\/\d{4}/),
    ).toBeInTheDocument();
  });
});

describe('/choose-plan in Spanish (decision 257)', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    usePropertyStore.getState().reset();
    await loadCatalogue('es');
  });

  it('loads its area with the route: the sample headline in Spanish, its amount by Intl', async () => {
    mockFetch({});
    renderApp('/choose-plan', { locale: 'es' });
    const sample = new Intl.NumberFormat('es', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }).format(585);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: `Empiece a ahorrar hasta ${sample}` },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Un ahorro de ejemplo, no una cifra de su vivienda: busque su dirección para ver el suyo.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Start saving up to $585')).not.toBeInTheDocument();
  });
});
