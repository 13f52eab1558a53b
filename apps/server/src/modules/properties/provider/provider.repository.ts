/**
 * Stores a provider's record (decision 118) in one transaction: the home (matched by its parcel
 * number when the provider gives one, else by ZIP and normalised address), its sales and its
 * assessments, each with `source` = the provider and the time of the fetch. A roll's or an import's
 * assessment of the same year is never overwritten by a provider's.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#db/client.ts';
import { assessments, properties, sales } from '../properties.schema.ts';
import type { ProviderHome } from './rentcast.mapper.ts';

/** A provider's value fills a gap or replaces the stored one; it never blanks a known fact. */
const kept = (column: AnyPgColumn, value: unknown) => sql`coalesce(${value}, ${column})`;

export async function storeProviderHome(
  database: Database,
  home: ProviderHome,
  source: string,
  fetchedAt: Date,
): Promise<number> {
  return database.transaction(async (tx) => {
    const [byApn] = home.apnSynthetic
      ? []
      : await tx
          .select({ id: properties.id })
          .from(properties)
          .where(and(eq(properties.county, home.county), eq(properties.apn, home.apn)));
    let id: number;
    if (byApn) {
      id = byApn.id;
      await tx
        .update(properties)
        .set({
          lat: kept(properties.lat, home.lat),
          lon: kept(properties.lon, home.lon),
          beds: kept(properties.beds, home.beds),
          baths: kept(properties.baths, home.baths),
          livingSqft: kept(properties.livingSqft, home.livingSqft),
          lotSqft: kept(properties.lotSqft, home.lotSqft),
          yearBuilt: kept(properties.yearBuilt, home.yearBuilt),
          fetchedAt,
          updatedAt: sql`now()`,
        })
        .where(eq(properties.id, id));
    } else {
      const refreshed = (column: string) => sql.raw(`coalesce(excluded.${column}, properties.${column})`);
      const [row] = await tx
        .insert(properties)
        .values({
          apn: home.apn,
          apnSynthetic: home.apnSynthetic,
          streetNumber: home.streetNumber,
          streetName: home.streetName,
          unit: home.unit,
          city: home.city,
          zip: home.zip,
          addressNormalized: home.addressNormalized,
          county: home.county,
          propertyType: home.propertyType,
          lat: home.lat,
          lon: home.lon,
          beds: home.beds,
          baths: home.baths,
          livingSqft: home.livingSqft,
          lotSqft: home.lotSqft,
          yearBuilt: home.yearBuilt,
          source,
          fetchedAt,
        })
        .onConflictDoUpdate({
          target: [properties.zip, properties.addressNormalized],
          set: {
            lat: refreshed('lat'),
            lon: refreshed('lon'),
            beds: refreshed('beds'),
            baths: refreshed('baths'),
            livingSqft: refreshed('living_sqft'),
            lotSqft: refreshed('lot_sqft'),
            yearBuilt: refreshed('year_built'),
            apn: sql.raw(
              'case when properties.apn_synthetic and not excluded.apn_synthetic then excluded.apn else properties.apn end',
            ),
            apnSynthetic: sql.raw('properties.apn_synthetic and excluded.apn_synthetic'),
            fetchedAt: sql.raw('excluded.fetched_at'),
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: properties.id });
      id = (row as { id: number }).id;
    }
    if (home.sales.length > 0)
      await tx
        .insert(sales)
        .values(
          home.sales.map((s) => ({
            propertyId: id,
            saleDate: s.date,
            price: s.price,
            armsLength: true,
            source,
          })),
        )
        .onConflictDoNothing({ target: [sales.propertyId, sales.saleDate, sales.price] });
    if (home.assessments.length > 0)
      await tx
        .insert(assessments)
        .values(
          home.assessments.map((a) => ({
            propertyId: id,
            rollYear: a.rollYear,
            land: a.land,
            improvements: a.improvements,
            total: a.total,
            annualTax: a.annualTax,
            source,
            fetchedAt,
          })),
        )
        .onConflictDoUpdate({
          target: [assessments.propertyId, assessments.rollYear],
          set: {
            land: sql.raw('excluded.land'),
            improvements: sql.raw('excluded.improvements'),
            total: sql.raw('excluded.total'),
            annualTax: sql.raw('coalesce(excluded.annual_tax, assessments.annual_tax)'),
            fetchedAt: sql.raw('excluded.fetched_at'),
          },
          setWhere: sql.raw('assessments.source = excluded.source'),
        });
    return id;
  });
}

/** When a stored home was last fetched from a provider (null for any other home). */
export async function fetchedAtOf(database: Database, propertyId: number): Promise<Date | null> {
  const [row] = await database.db
    .select({ fetchedAt: properties.fetchedAt })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.fetchedAt ? new Date(row.fetchedAt) : null;
}
