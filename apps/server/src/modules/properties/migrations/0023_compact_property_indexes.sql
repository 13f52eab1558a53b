-- Issue 20 item 5 (decision 140): the property database on less disk, every query keeping its index.
--
-- 1. Sales are keyed by their natural key. The id-only primary key (8 MB per 100k homes) served no
--    query: nothing reads a sale by id (importers upsert on the natural key, comparables and the
--    owner's last sale walk it by property). The natural key's unique index becomes the primary key,
--    so one index instead of two; `id` stays, filled by its identity, for the rows' stable numbers.
ALTER TABLE sales DROP CONSTRAINT sales_pkey;
ALTER TABLE sales ADD CONSTRAINT sales_natural_key PRIMARY KEY USING INDEX sales_natural_key;

-- 2. The sale-date index on the date alone. `max(sale_date)` (the market clock, once a minute) and
--    the market index's date window read only the date; without property_id each date's entries are
--    deduplicated into one posting list (a few hundred sales a day share a date): about a third of
--    the (sale_date, property_id) index's size.
DROP INDEX IF EXISTS sales_date_idx;
CREATE INDEX sales_date_idx ON sales (sale_date) WITH (fillfactor = 100);

-- 3. The property database's B-tree indexes pack their pages full (fillfactor 100, not 90): the
--    tables are bulk-loaded and then read; a later import splits the pages it inserts into. Takes
--    effect when an index is next built (the demo loader rebuilds the secondary ones; primary keys
--    fill as rows arrive in key order); existing indexes keep their pages until a REINDEX.
ALTER INDEX properties_pkey SET (fillfactor = 100);
ALTER INDEX properties_zip_address_key SET (fillfactor = 100);
ALTER INDEX properties_address_prefix_idx SET (fillfactor = 100);
ALTER INDEX properties_county_apn_key SET (fillfactor = 100);
ALTER INDEX properties_street_line_idx SET (fillfactor = 100);
ALTER INDEX sales_natural_key SET (fillfactor = 100);
ALTER INDEX assessments_pkey SET (fillfactor = 100);
