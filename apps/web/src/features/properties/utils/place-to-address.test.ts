import { describe, expect, it } from 'vitest';
import { addressLine, placeToAddress } from './place-to-address.ts';

const component = (long_name: string, type: string, short_name = long_name) => ({
  long_name,
  short_name,
  types: [type],
});

describe('placeToAddress', () => {
  it('fills every field, abbreviating the street type and reducing the unit', () => {
    const details = {
      place_id: 'p1',
      name: '1250 Oak Grove Avenue',
      formatted_address: '1250 Oak Grove Avenue Apt 4B, Burlingame, CA 94010',
      address_components: [
        component('1250', 'street_number'),
        component('Oak Grove Avenue', 'route'),
        component('Apt 4B', 'subpremise'),
        component('Burlingame', 'locality'),
        component('California', 'administrative_area_level_1', 'CA'),
        component('94010', 'postal_code'),
      ],
    };
    expect(placeToAddress(details, 'ignored')).toEqual({
      street: '1250 Oak Grove Ave',
      unit: '4',
      city: 'Burlingame',
      state: 'CA',
      zipCode: '94010',
    });
  });

  it('falls back to the neighbourhood for the city and keeps a unit without digits', () => {
    const details = {
      place_id: 'p2',
      name: '',
      formatted_address: '',
      address_components: [
        component('9', 'street_number'),
        component('Elm Street', 'route'),
        component('PH', 'subpremise'),
        component('Sherman Oaks', 'neighborhood'),
      ],
    };
    expect(placeToAddress(details, '')).toMatchObject({
      street: '9 Elm St',
      unit: 'PH',
      city: 'Sherman Oaks',
    });
  });

  it('uses the description as the street when components are missing', () => {
    expect(placeToAddress(null, '77 Sunset Blvd, Los Angeles, CA')).toEqual({
      street: '77 Sunset Blvd, Los Angeles, CA',
      unit: '',
      city: '',
      state: '',
      zipCode: '',
    });
  });
});

describe('addressLine', () => {
  it('joins street, city, state, zip and unit with spaces', () => {
    expect(
      addressLine({ street: '1 Main St', unit: '4', city: 'Oakland', state: 'CA', zipCode: '94607' }),
    ).toBe('1 Main St Oakland CA 94607 4');
    expect(addressLine({ street: ' 1 Main St ', unit: '', city: '', state: 'CA', zipCode: '' })).toBe(
      '1 Main St CA',
    );
  });
});
