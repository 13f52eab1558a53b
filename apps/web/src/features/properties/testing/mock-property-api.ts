import { json, type MockHandler } from '#test/mock-fetch.ts';
import type { ComparableProperty, PropertyInfo } from '@homie/contracts/properties';
import { compassData, propertyInfo, queryResult } from './fixtures.ts';

/** Test-only: the analysis API's routes answering like the real server for one Dublin house. */
export function propertyApiRoutes(options: {
  comps: ComparableProperty[];
  info?: PropertyInfo;
  dataset?: { demo: boolean };
}) {
  const info = options.info ?? propertyInfo();
  const routes: Record<string, MockHandler> = {
    'GET /autocomplete_address': () =>
      json({
        status: 'OK',
        predictions: [
          { place_id: 'place-1', description: '7450 Amador Valley Boulevard, Dublin, CA 94568' },
          { place_id: 'place-2', description: '7452 Amador Valley Boulevard, Dublin, CA 94568' },
        ],
      }),
    'GET /autocomplete_address_details': () =>
      json({
        status: 'OK',
        result: {
          place_id: 'place-1',
          name: '7450 Amador Valley Boulevard',
          formatted_address: '7450 Amador Valley Boulevard, Dublin, CA 94568',
          address_components: [
            { long_name: '7450', short_name: '7450', types: ['street_number'] },
            { long_name: 'Amador Valley Boulevard', short_name: 'Amador Valley Blvd', types: ['route'] },
            { long_name: 'Dublin', short_name: 'Dublin', types: ['locality'] },
            { long_name: 'California', short_name: 'CA', types: ['administrative_area_level_1'] },
            { long_name: '94568', short_name: '94568', types: ['postal_code'] },
          ],
        },
      }),
    'POST /api/lookup_property': () =>
      json({
        success: true,
        error: null,
        data: {
          parsed_address: {
            street: info.street,
            unit: info.unit,
            city: info.city,
            state: info.state,
            zip: info.zip,
          },
          compass_data: compassData,
        },
      }),
    'POST /manual_analysis': () => json({ success: true, job_id: info.job_id, error: null }),
    'GET /query_result': () => json(queryResult(options.comps, info)),
    'GET /api/dataset': () => json(options.dataset ?? { demo: false }),
  };
  return routes;
}
