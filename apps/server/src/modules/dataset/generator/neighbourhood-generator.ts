/**
 * Lays out one neighbourhood: a cluster of homes of one era and kind (single-family tract, condo and
 * townhouse complex, or mixed urban blocks) on a few streets, with sizes, rooms, lots and APNs.
 */
import { normalizeAddressKey } from '@homie/contracts/address';
import type { CountyKey } from '@homie/contracts/counties';
import { PROPERTY_TYPES, type PropertyType } from '@homie/contracts/property-types';
import { formatApn, APN_GROUPS } from './apn-formats.ts';
import { COUNTY_PROFILES, NEIGHBOURHOOD_TYPE_WEIGHTS } from './county-profiles.ts';
import type { GeneratedProperty } from './dataset-types.ts';
import type { Random } from './random.ts';
import { ordinalStreet, STREET_NAME_STEMS, STREET_SUFFIX_WEIGHTS } from './street-names.ts';
import type { ZipArea } from './zip-layout.ts';

export type NeighbourhoodKind = keyof typeof NEIGHBOURHOOD_TYPE_WEIGHTS;

/** Mutable per-county and per-ZIP counters that keep APNs and addresses unique. */
export interface LayoutState {
  nextId: number;
  /** Next free APN map sheet per county. */
  sheets: Map<CountyKey, number>;
  /** Normalised street names already used, per ZIP (a ZIP shared by two counties shares them). */
  streetsByZip: Map<string, Set<string>>;
}

const SUFFIX_WEIGHTS = STREET_SUFFIX_WEIGHTS.map(([, w]) => w);
const LATEST_BUILD_YEAR = 2025;

function newStreet(rng: Random, state: LayoutState, zip: string, grid: boolean): string {
  const used = state.streetsByZip.get(zip) ?? new Set<string>();
  state.streetsByZip.set(zip, used);
  for (let attempt = 0; ; attempt++) {
    const suffix = STREET_SUFFIX_WEIGHTS[rng.weighted(SUFFIX_WEIGHTS)]?.[0] ?? 'St';
    const stem = grid && rng.chance(0.5) ? ordinalStreet(rng.int(1, 120)) : rng.pick(STREET_NAME_STEMS);
    // Past a few hundred tries in a crowded ZIP, a directional prefix opens a fresh name space.
    const prefix = attempt > 200 ? `${rng.pick(['N', 'S', 'E', 'W'])} ` : '';
    const name = `${prefix}${stem} ${grid ? rng.pick(['St', 'Ave']) : suffix}`;
    const key = normalizeAddressKey(`1 ${name}`);
    if (!used.has(key)) {
      used.add(key);
      return name;
    }
  }
}

const round = (value: number, step: number) => Math.round(value / step) * step;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Builds `count` homes around a centre in a ZIP area. */
export function generateNeighbourhood(
  rng: Random,
  state: LayoutState,
  county: CountyKey,
  area: ZipArea,
  count: number,
): GeneratedProperty[] {
  const profile = COUNTY_PROFILES[county];
  const mix = profile.neighbourhoodMix;
  const kind =
    (['tract', 'complex', 'urban'] as const)[rng.weighted([mix.tract, mix.complex, mix.urban])] ?? 'tract';
  const decade = 1900 + 10 * rng.weighted(profile.decadeWeights);
  const baseYear = Math.min(LATEST_BUILD_YEAR, decade + rng.int(0, 9));
  const eraSize =
    decade < 1950
      ? 0.8
      : decade < 1960
        ? 0.86
        : decade < 1980
          ? 1
          : decade < 1990
            ? 1.06
            : decade < 2000
              ? 1.15
              : 1.25;
  const sizeLevel = eraSize * area.priceLevel ** 0.12 * rng.logNormal(1, 0.1);
  const rural = area.priceLevel < 0.7 || area.radiusKm > 2.5;
  const nbQuality = area.priceLevel * rng.logNormal(1, 0.1);
  const spreadKm = kind === 'complex' ? 0.12 : 0.35;
  const angle = rng.uniform(0, 2 * Math.PI);
  const reach = area.radiusKm * Math.sqrt(rng.next()) * 0.8;
  const centreLat = area.lat + (reach * Math.sin(angle)) / 111;
  const centreLon = area.lon + (reach * Math.cos(angle)) / (111 * Math.cos((area.lat * Math.PI) / 180));

  const typeWeights = NEIGHBOURHOOD_TYPE_WEIGHTS[kind];
  const streets = Array.from({ length: Math.max(1, Math.round(count / rng.uniform(25, 60))) }, () => ({
    name: newStreet(rng, state, area.zip, kind === 'urban' && decade < 1950),
    nextNumber: rng.int(1, 120) * 100 + rng.int(0, 1),
    step: rng.pick([2, 2, 4, 6, 10]),
  }));
  const maxParcel = 10 ** (APN_GROUPS[county][2] ?? 3) - 1;
  let sheet = state.sheets.get(county) ?? 0;
  let parcel = 0;
  const homes: GeneratedProperty[] = [];
  let building: { street: (typeof streets)[number]; number: number; units: number; made: number } | null =
    null;

  const types = neighbourhoodTypes(rng, typeWeights, count);
  while (homes.length < count) {
    const type = types[homes.length] ?? 'single_family';
    const street = streets[homes.length % streets.length] ?? streets[0]!;
    let number: number;
    let homeStreet = street;
    let unit: string | null = null;
    if (type === 'condo') {
      if (!building || building.made >= building.units) {
        building = { street, number: street.nextNumber, units: rng.int(6, 36), made: 0 };
        street.nextNumber += street.step * 2;
      }
      number = building.number;
      homeStreet = building.street;
      const floor = 1 + Math.floor(building.made / 12);
      unit = String(floor * 100 + (building.made % 12) + 1);
      building.made++;
    } else {
      number = street.nextNumber;
      street.nextNumber += street.step;
    }
    if (++parcel > maxParcel) {
      sheet++;
      parcel = 1;
    }
    homes.push(
      makeHome(rng, {
        id: state.nextId++,
        county,
        area,
        type,
        number,
        unit,
        streetName: homeStreet.name,
        sheet,
        parcel,
        yearBuilt: clamp(
          Math.round(baseYear + rng.normal(0, kind === 'urban' ? 10 : 1.5)),
          1885,
          LATEST_BUILD_YEAR,
        ),
        sizeLevel,
        rural,
        quality: nbQuality * rng.logNormal(1, 0.07),
        lat: centreLat + rng.normal(0, spreadKm) / 111,
        lon: centreLon + rng.normal(0, spreadKm) / (111 * Math.cos((area.lat * Math.PI) / 180)),
      }),
    );
  }
  state.sheets.set(county, sheet + 1);
  return homes;
}

/** Minimum homes of one type in a neighbourhood, so every home has same-type comparables nearby. */
const MIN_TYPE_GROUP = 6;

/** Draws each home's type; a type drawn fewer than MIN_TYPE_GROUP times joins the commonest type. */
function neighbourhoodTypes(rng: Random, weights: readonly number[], count: number): PropertyType[] {
  const types = Array.from({ length: count }, () => PROPERTY_TYPES[rng.weighted(weights)] ?? 'single_family');
  const tally = new Map<PropertyType, number>();
  for (const t of types) tally.set(t, (tally.get(t) ?? 0) + 1);
  const commonest = [...tally.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'single_family';
  return types.map((t) => ((tally.get(t) ?? 0) < MIN_TYPE_GROUP ? commonest : t));
}

interface HomeInput {
  id: number;
  county: CountyKey;
  area: ZipArea;
  type: PropertyType;
  number: number;
  unit: string | null;
  streetName: string;
  sheet: number;
  parcel: number;
  yearBuilt: number;
  sizeLevel: number;
  rural: boolean;
  quality: number;
  lat: number;
  lon: number;
}

function makeHome(rng: Random, h: HomeInput): GeneratedProperty {
  const profile = COUNTY_PROFILES[h.county];
  const medianSqft = { single_family: profile.sfrSqft, condo: 1000, townhouse: 1450, multi_family: 2600 }[
    h.type
  ];
  const sqft = clamp(round(rng.logNormal(medianSqft * h.sizeLevel, 0.2), 10), 420, 9500);
  let beds: number;
  let baths: number;
  let lot: number | null;
  if (h.type === 'condo') {
    beds = clamp(Math.round(sqft / 520 + rng.normal(0, 0.4)), 0, 4);
    baths = clamp(round(beds * 0.7 + 0.6 + rng.normal(0, 0.3), 0.5), 1, 3.5);
    lot = null;
  } else if (h.type === 'multi_family') {
    beds = clamp(Math.round(sqft / 430 + rng.normal(0, 0.6)), 2, 12);
    baths = clamp(round(beds * 0.6 + rng.normal(0, 0.4), 1), 2, 8);
    lot = round(rng.logNormal(6500, 0.25), 10);
  } else {
    beds = clamp(Math.round(sqft / 520 + rng.normal(0, 0.6)), 1, 7);
    const modern = h.yearBuilt >= 1975 ? 0.5 : 0;
    baths = clamp(round(beds * 0.55 + 0.4 + modern + rng.normal(0, 0.35), 0.5), 1, 7);
    lot =
      h.type === 'townhouse'
        ? round(rng.logNormal(1900, 0.25), 10)
        : round(rng.logNormal(profile.sfrLot * (h.rural ? 1.9 : 1) * h.area.priceLevel ** 0.2, 0.3), 10);
  }
  const streetNumber = String(h.number);
  return {
    id: h.id,
    apn: formatApn(h.county, h.sheet, h.parcel),
    streetNumber,
    streetName: h.streetName,
    unit: h.unit,
    city: h.area.city,
    zip: h.area.zip,
    addressNormalized: normalizeAddressKey(`${streetNumber} ${h.streetName}`, h.unit),
    lat: Math.round(h.lat * 1e6) / 1e6,
    lon: Math.round(h.lon * 1e6) / 1e6,
    county: h.county,
    propertyType: h.type,
    beds,
    baths,
    livingSqft: sqft,
    lotSqft: lot,
    yearBuilt: h.yearBuilt,
    locationQuality: h.quality,
  };
}
