import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { overpayingComps, propertyInfo } from '#features/properties/testing/fixtures.ts';
import { propertyApiRoutes } from '#features/properties/testing/mock-property-api.ts';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { loadCatalogue } from '#lib/i18n/catalogues.ts';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';

/** The landing page in another language (issue 55): the result, its figures and the errors by code. */
describe('the landing page in Spanish', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    usePropertyStore.getState().reset();
    await loadCatalogue('es');
  });

  async function submitAddress(user: ReturnType<typeof renderApp>['user']) {
    await user.type(await screen.findByRole('combobox', { name: 'Calle' }, { timeout: 5000 }), '7450 Ama');
    await user.click(await screen.findByRole('option', { name: /7450 Amador Valley Boulevard/ }));
    await waitFor(() =>
      expect((screen.getByLabelText('Calle') as HTMLInputElement).value).toBe('7450 Amador Valley Blvd'),
    );
    await user.click(screen.getByRole('button', { name: 'Ver mi resultado' }));
  }

  it('tells an overpaying owner the verdict, the figures and the comparables in Spanish, money by Intl', async () => {
    mockFetch(propertyApiRoutes({ comps: overpayingComps }));
    const { user } = renderApp('/', { locale: 'es' });
    await submitAddress(user);
    expect(await screen.findByRole('heading', { name: 'Está pagando de más' })).toBeInTheDocument();
    const savings = screen.getByRole('tabpanel', { name: 'Su ahorro' });
    // es-ES groups thousands with a point and writes the dollar after the amount.
    const assessed = (within(savings).getByLabelText('Valor tasado') as HTMLInputElement).value;
    expect(assessed).toBe(
      new Intl.NumberFormat('es', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
        837_692,
      ),
    );
    expect(within(savings).getByTestId('saving-badge')).toHaveTextContent(/^Ahorre .*675.*\/año$/);
    expect(
      within(savings).getByText(/^Su valor tasado de .* está por encima del tope del rango probable/),
    ).toBeVisible();
    const cards = within(screen.getByRole('list', { name: 'Viviendas comparables' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('92% similar');
    expect(cards[0]).toHaveTextContent('Precio ajustado');
    expect(screen.getByRole('link', { name: 'Obtener comparables eficaces' })).toHaveAttribute(
      'href',
      '/more-details',
    );
    expect(screen.queryByText("You're overpaying")).not.toBeInTheDocument();
  });

  it('shows an API error by its code in Spanish, not the server’s English', async () => {
    mockFetch({
      ...propertyApiRoutes({ comps: overpayingComps }),
      'POST /api/lookup_property': () =>
        json(
          {
            error: 'This address is in Nevada County, which we do not serve.',
            code: 'address_county_not_supported',
          },
          404,
        ),
    });
    const { user } = renderApp('/', { locale: 'es' });
    await submitAddress(user);
    expect(
      await screen.findByText('Esta dirección está en un condado que aún no atendemos.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/which we do not serve/)).not.toBeInTheDocument();
  });

  it('says in Spanish why a home cannot be valued, where its figures come from, and its filing calendar', async () => {
    mockFetch(
      propertyApiRoutes({
        comps: [],
        info: propertyInfo({
          source: 'demo',
          assessed_value_basis: 'roll',
          assessed_value_note: 'Demo data: a generated figure for a made-up home, not a county record.',
        }),
      }),
    );
    const { user } = renderApp('/', { locale: 'es' });
    await submitAddress(user);
    const note = await screen.findByRole('region', { name: 'Homie aún no puede valorar esta vivienda' });
    expect(note).toHaveTextContent(
      'No se encontraron ventas de viviendas similares cerca de ella en los datos de demostración.',
    );
    expect(within(note).getByRole('link', { name: /Revise los datos de la vivienda/ })).toHaveAttribute(
      'href',
      '/more-details',
    );
    const sources = screen.getByRole('region', { name: 'De dónde salen estas cifras' });
    expect(sources).toHaveTextContent('Valor tasado: Datos de demostración');
    expect(sources).toHaveTextContent('Ventas comparables: Ninguna');
    // A result stored before the note's parts were sent keeps the server's English, marked so.
    expect(within(sources).getByText(/^Demo data: a generated figure/)).toHaveAttribute('lang', 'en');
    expect(
      screen.getByRole('region', { name: 'Calendario de presentación: condado de Alameda' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Homie cannot value this home yet')).not.toBeInTheDocument();
  });

  it('words where the assessed value and the tax come from in Spanish, from the notes’ parts', async () => {
    mockFetch(
      propertyApiRoutes({
        comps: overpayingComps,
        info: propertyInfo({
          source: 'import',
          assessed_value_basis: 'prop13_estimate',
          assessed_value_note: "Estimate, not the county's figure: …",
          assessed_value_note_parts: [
            {
              kind: 'prop13',
              byOwner: false,
              basePrice: 1_990_000,
              baseDate: '2023-07-26',
              rollYear: 2026,
              baseRollYear: 2024,
              afterLienDate: false,
              factor: 1.0612,
              factoredBaseYearValue: 2_111_788,
              prop8Value: null,
            },
          ],
          annual_tax_basis: 'county_rate_estimate',
          annual_tax_note: 'Estimate: the assessed value × …',
          annual_tax_note_parts: [{ kind: 'rateTax', exemption: 7_000, countyName: 'Alameda', rate: 0.0126 }],
        }),
      }),
    );
    const { user } = renderApp('/', { locale: 'es' });
    await submitAddress(user);
    const sources = await screen.findByRole('region', { name: 'De dónde salen estas cifras' });
    // toHaveTextContent reads the page's no-break spaces as spaces.
    const intl = new Intl.NumberFormat('es', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const money = (n: number) => intl.format(n).replace(/\s/g, ' ');
    await waitFor(() =>
      expect(sources).toHaveTextContent(
        `Estimación, no la cifra del condado: valor base de la Prop 13 a partir de la última venta por ${money(1_990_000)} el 26 de julio de 2023, aumentado con los factores de inflación anuales (como máximo un 2 % al año) hasta el registro de 2026 (×1,0612 = ${money(2_111_788)}). Escriba el valor de su factura de impuestos para reemplazarlo.`,
      ),
    );
    expect(sources).toHaveTextContent(
      `menos la exención para propietarios de vivienda de ${money(7_000)} × la tasa típica del condado de Alameda de 1,26 %`,
    );
    expect(within(sources).queryByText(/Estimate/)).not.toBeInTheDocument();
    expect(sources.querySelector('[lang="en"]')).toBeNull();
  });
});
