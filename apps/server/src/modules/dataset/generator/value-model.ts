/**
 * The market value of a generated home on any day: its county's index times what makes it dearer or
 * cheaper than the county's typical home (place, neighbourhood, own quality, type, size, lot, age).
 * Sale prices scatter around it; the assessor's Prop 8 opinion reads it on the lien date.
 */
import type { CountyKey } from '@homie/contracts/counties';
import type { PropertyType } from '@homie/contracts/property-types';
import { COUNTY_PROFILES } from './county-profiles.ts';
import { marketIndexOnDay } from './market-index.ts';

export interface ValuedHome {
  county: CountyKey;
  propertyType: PropertyType;
  livingSqft: number;
  lotSqft: number | null;
  yearBuilt: number;
  /** Place × neighbourhood × the home's own quality: constant over time. */
  locationQuality: number;
}

const TYPE_FACTOR: Record<PropertyType, number> = {
  single_family: 1,
  townhouse: 0.93,
  condo: 0.86,
  multi_family: 0.84,
};

/** Market value in whole dollars on a day number (days since 1970-01-01). */
export function marketValue(home: ValuedHome, day: number): number {
  const profile = COUNTY_PROFILES[home.county];
  const size = (home.livingSqft / profile.sfrSqft) ** 0.72;
  const lot =
    home.propertyType === 'single_family' && home.lotSqft ? (home.lotSqft / profile.sfrLot) ** 0.12 : 1;
  const age = Math.max(0, 1970 + day / 365.25 - home.yearBuilt);
  const ageFactor = 0.86 + 0.14 * Math.exp(-age / 20);
  const value =
    marketIndexOnDay(home.county, day) *
    profile.referencePremium *
    home.locationQuality *
    TYPE_FACTOR[home.propertyType] *
    size *
    lot *
    ageFactor;
  return Math.max(10_000, Math.round(value / 100) * 100);
}
