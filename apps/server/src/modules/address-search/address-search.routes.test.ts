import { describe, expect, it } from 'vitest';
import { useSeededTestApp, routeCalls } from '#modules/properties/properties.test-helpers.ts';

const t = useSeededTestApp();

const { get } = routeCalls(t);
const q = encodeURIComponent;

describe('GET /autocomplete_address', () => {
  it('finds homes by house number and street prefix, exact number first, one line per building', async () => {
    const res = await get(`/autocomplete_address?query=${q('6985 Calis')}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('OK');
    expect(body.predictions.map((p: { description: string }) => p.description).sort()).toEqual([
      '6985 Calistoga Ln, Dublin, CA 94568',
      '6985 Calistoga Ln, Pleasanton, CA 94566',
    ]);
  });
  it('ranks the ZIP the owner typed first', async () => {
    const body = (await get(`/autocomplete_address?query=${q('6985 Calistoga')}&zip=94566`)).json();
    expect(body.predictions[0].description).toContain('Pleasanton');
  });
  it('accepts spelled-out street types and tolerates typos', async () => {
    const spelled = (await get(`/autocomplete_address?query=${q('6985 calistoga lane')}&zip=94568`)).json();
    expect(spelled.predictions[0].description).toBe('6985 Calistoga Ln, Dublin, CA 94568');
    const typo = (await get(`/autocomplete_address?query=${q('6985 Calistgoa Ln')}`)).json();
    expect(typo.predictions.map((p: { description: string }) => p.description)).toContain(
      '6985 Calistoga Ln, Dublin, CA 94568',
    );
  });
  it('lists units when one is typed, and searches by street name without a number', async () => {
    const units = (await get(`/autocomplete_address?query=${q('6985 Calistoga Ln #')}`)).json();
    expect(units.predictions.map((p: { description: string }) => p.description)).toContain(
      '6985 Calistoga Ln #1B, Dublin, CA 94568',
    );
    const street = (await get(`/autocomplete_address?query=${q('Dover Ct')}`)).json();
    expect(street.predictions.length).toBeGreaterThan(0);
    expect(street.predictions.every((p: { description: string }) => p.description.includes('Dover Ct'))).toBe(
      true,
    );
  });
  it('finds streets without a house number by prefix, spelled out, or inside the name', async () => {
    const descriptions = async (text: string) =>
      (await get(`/autocomplete_address?query=${q(text)}`))
        .json()
        .predictions.map((p: { description: string }) => p.description);
    expect(await descriptions('Calistoga Lane')).toEqual(
      expect.arrayContaining([
        '6985 Calistoga Ln, Dublin, CA 94568',
        '6985 Calistoga Ln, Pleasanton, CA 94566',
      ]),
    );
    const hansen = await descriptions('hansen d');
    expect(hansen.length).toBe(5);
    const numbers = hansen.map((d: string) => Number(d.split(' ')[0]));
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    expect(await descriptions('stoga')).toContain('6985 Calistoga Ln, Dublin, CA 94568');
    const firstLetter = (await get(`/autocomplete_address?query=${q('6985 Kalistoga Ln')}`)).json();
    expect(firstLetter.predictions.map((p: { description: string }) => p.description)).toContain(
      '6985 Calistoga Ln, Dublin, CA 94568',
    );
  });
  it('answers ZERO_RESULTS for short, unknown or hostile text and 400 for bad queries', async () => {
    for (const text of ['ab', '99999 Nowhere Rd', "'; drop table properties; --", '%_%', '\\']) {
      const res = await get(`/autocomplete_address?query=${q(text)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ predictions: [], status: 'ZERO_RESULTS' });
    }
    expect((await get('/autocomplete_address')).statusCode).toBe(400);
    expect((await get(`/autocomplete_address?query=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await get('/autocomplete_address/?query=6985%20Cal')).statusCode).toBe(200);
  });
});

describe('GET /autocomplete_address_details', () => {
  it('answers Google Place Details components for a prediction', async () => {
    const [first] = (await get(`/autocomplete_address?query=${q('6985 Calistoga Ln #1')}`)).json()
      .predictions;
    const res = await get(`/autocomplete_address_details?place_id=${q(first.place_id)}`);
    expect(res.statusCode).toBe(200);
    const { result, status } = res.json();
    expect(status).toBe('OK');
    expect(result.name).toBe('6985 Calistoga Ln');
    const byType = (type: string) =>
      result.address_components.find((c: { types: string[] }) => c.types.includes(type));
    expect(byType('street_number').long_name).toBe('6985');
    expect(byType('route')).toMatchObject({ long_name: 'Calistoga Lane', short_name: 'Calistoga Ln' });
    expect(byType('subpremise').long_name).toBe('1B');
    expect(byType('locality').long_name).toBe('Dublin');
    expect(byType('administrative_area_level_1').short_name).toBe('CA');
    expect(byType('postal_code').long_name).toBe('94568');
  });
  it('answers 404 for unknown place ids and 400 without one', async () => {
    expect((await get('/autocomplete_address_details?place_id=homie_p_99999999')).statusCode).toBe(404);
    const garbage = await get(`/autocomplete_address_details?place_id=${q("x' or 1=1 --")}`);
    expect(garbage.statusCode).toBe(404);
    expect(garbage.json().error).toBe('Unknown place_id.');
    expect((await get('/autocomplete_address_details')).statusCode).toBe(400);
  });
});
