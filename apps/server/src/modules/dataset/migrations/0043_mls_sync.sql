-- Issue 54 items 1-2 (decision 232): the RESO Web API sync of the brokerage's closed MLS sales.
-- mls_sales: which sale each MLS listing became (its ListingKey), so a changed record moves its sale
-- instead of adding a second one. mls_sync_state: one row, the committed high-water mark (the last
-- ModificationTimestamp written), a lease so one process syncs at a time, and the last run's outcome.
CREATE TABLE mls_sales (
  listing_key text PRIMARY KEY,
  property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  sale_date date NOT NULL,
  price integer NOT NULL,
  modified_at timestamptz NOT NULL
);
CREATE INDEX mls_sales_property_idx ON mls_sales (property_id);

CREATE TABLE mls_sync_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  high_water timestamptz,
  lease_owner text,
  lease_until timestamptz,
  last_started_at timestamptz,
  last_finished_at timestamptz,
  last_outcome text,
  last_report jsonb
);
INSERT INTO mls_sync_state (id) VALUES (true);
