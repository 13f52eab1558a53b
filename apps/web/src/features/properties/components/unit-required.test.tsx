import { PROPERTY_MESSAGES } from '@homie/contracts/properties';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, type MockRequest, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';
import { usePropertyStore } from '../stores/property-store.ts';
import { comparable, propertyInfo, queryResult } from '../testing/fixtures.ts';
import { propertyApiRoutes } from '../testing/mock-property-api.ts';
import { HOME_FACTS_TEXT } from './home-facts-form.tsx';

/**
 * Decision 197: the autocomplete offers a building's own line above its units, as Google does. Picked
 * without a unit, the lookup answers `unit_required`: the Unit field says so and takes focus; the
 * screen does not ask for the facts of a home "missing from the records".
 */
const info = propertyInfo({ street: '500 Hansen Dr', unit: 'B' });
const comps = [1, 2, 3].map((i) => comparable(700_000 + i * 10_000));

function api() {
  const routes = propertyApiRoutes({ comps, info });
  return mockFetch({
    ...routes,
    'POST /api/lookup_property': (request: MockRequest) =>
      / B$/.test(String((request.body as { address?: string }).address ?? '').trim())
        ? routes['POST /api/lookup_property']!(request)
        : json(
            {
              success: false,
              error: PROPERTY_MESSAGES.unitRequired,
              code: 'address_unit_required',
              data: null,
              reason: 'unit_required',
            },
            400,
          ),
    'GET /query_result': () => json(queryResult(comps, info)),
  });
}

describe('a building named without its unit (decision 197)', { timeout: 20_000 }, () => {
  beforeEach(() => usePropertyStore.getState().reset());

  it.each([
    ['/', 'See my result'],
    ['/analysis', 'Analyze property'],
  ])('on %s, asks for the unit in the Unit field, then finds the home with it', async (path, submit) => {
    const calls = api();
    const { user } = renderApp(path);
    await user.type(
      await screen.findByRole('combobox', { name: 'Street' }, { timeout: 5000 }),
      '500 Hansen Dr',
    );
    await user.type(screen.getByLabelText('Zip Code'), '94568');
    await user.type(screen.getByLabelText('City'), 'Dublin');
    await user.click(screen.getByRole('button', { name: submit }));

    const unit = screen.getByRole('textbox', { name: 'Unit' });
    await expect.poll(() => unit).toHaveFocus();
    expect(unit).toHaveAccessibleDescription(PROPERTY_MESSAGES.unitRequired);
    expect(unit).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: HOME_FACTS_TEXT.heading })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.calls('POST /manual_analysis')).toHaveLength(0);

    await user.type(unit, 'B');
    await user.click(screen.getByRole('button', { name: submit }));
    await expect.poll(() => calls.calls('POST /manual_analysis').length).toBe(1);
    expect(calls.calls('POST /manual_analysis')[0]!.body).toMatchObject({
      street: '500 Hansen Dr',
      unit: 'B',
    });
    await expect.poll(() => unit).not.toHaveAttribute('aria-invalid');
  });
});
