-- Issue 20 item 2 (decision 154): comparables at any density. A spatial index over the recent
-- arm's-length sales themselves, so the comps query walks sales nearest-first instead of homes (of
-- which only about one in eleven has a sale in a 12-month window).
--
-- comp_sales: one row per located home and day with an arm's-length sale since `comp_sales_horizon`
-- (null: every such sale), with the home's type and its point (lon × 0.8, lat), the expression of
-- migration 0022 (comps/geo.ts PLANE_LON_SCALE). `demo` is the sale's kind (source = 'demo'): a real
-- subject is valued from real sales, a demo one from demo sales (decision 119), each kind and type
-- with its own GiST index, so a walk never passes the other kind's sales.
--
-- The horizon keeps the table small: the generated data holds 56 years of sales, a window at most 27
-- months. It is January 1 three years before the year of the latest sale when the table is filled in
-- one go (this migration on an existing database, the bulk loader after a load); a fresh database
-- starts without one. A query whose window starts before it reads the homes instead (decision 136).
--
-- Kept by triggers on sales and properties, whoever writes (importers, provider records, tests); the
-- bulk loader disables the insert trigger during its COPY and fills the table once (comp_sales_fill).
CREATE TABLE comp_sales_horizon (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  since date
);
INSERT INTO comp_sales_horizon (id, since) VALUES (true, NULL);

CREATE TABLE comp_sales (
  property_id integer NOT NULL,
  sale_date date NOT NULL,
  demo boolean NOT NULL,
  property_type text NOT NULL,
  pt point NOT NULL,
  PRIMARY KEY (property_id, sale_date, demo)
);

-- The rows of the given homes (null: every home), from sales and properties, since the horizon.
CREATE FUNCTION comp_sales_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM comp_sales WHERE ids IS NULL OR property_id = ANY (ids);
  INSERT INTO comp_sales (property_id, sale_date, demo, property_type, pt)
  SELECT s.property_id, s.sale_date, s.source = 'demo', p.property_type, point(p.lon * 0.8, p.lat)
    FROM sales s JOIN properties p ON p.id = s.property_id
   WHERE (ids IS NULL OR s.property_id = ANY (ids)) AND s.arms_length
     AND p.lat IS NOT NULL AND p.lon IS NOT NULL
     AND s.sale_date >= coalesce((SELECT since FROM comp_sales_horizon), '-infinity'::date)
  ON CONFLICT DO NOTHING;
$$;

-- Refill the whole table, the horizon set from the latest sale (the migration, the bulk loader).
CREATE FUNCTION comp_sales_fill() RETURNS void LANGUAGE sql AS $$
  UPDATE comp_sales_horizon
     SET since = (SELECT (date_trunc('year', max(sale_date)) - interval '3 years')::date FROM sales);
  SELECT comp_sales_refresh(NULL);
$$;

CREATE FUNCTION comp_sales_sales_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM comp_sales;
  ELSIF TG_OP = 'INSERT' THEN
    -- New sales only add rows (a home's other sales are unchanged).
    INSERT INTO comp_sales (property_id, sale_date, demo, property_type, pt)
    SELECT n.property_id, n.sale_date, n.source = 'demo', p.property_type, point(p.lon * 0.8, p.lat)
      FROM new_rows n JOIN properties p ON p.id = n.property_id
     WHERE n.arms_length AND p.lat IS NOT NULL AND p.lon IS NOT NULL
       AND n.sale_date >= coalesce((SELECT since FROM comp_sales_horizon), '-infinity'::date)
    ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM comp_sales_refresh(ARRAY(SELECT property_id FROM old_rows UNION SELECT property_id FROM new_rows));
  ELSE
    PERFORM comp_sales_refresh(ARRAY(SELECT DISTINCT property_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER sales_comp_sales_inserted AFTER INSERT ON sales
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION comp_sales_sales_changed();
CREATE TRIGGER sales_comp_sales_updated AFTER UPDATE ON sales
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION comp_sales_sales_changed();
CREATE TRIGGER sales_comp_sales_deleted AFTER DELETE ON sales
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION comp_sales_sales_changed();
CREATE TRIGGER sales_comp_sales_truncated AFTER TRUNCATE ON sales
  FOR EACH STATEMENT EXECUTE FUNCTION comp_sales_sales_changed();

-- A home moved, located or retyped: its rows again.
CREATE FUNCTION comp_sales_home_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM comp_sales_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END;
$$;
CREATE TRIGGER properties_comp_sales_changed AFTER UPDATE OF lat, lon, property_type ON properties
  FOR EACH ROW WHEN ((OLD.lat, OLD.lon, OLD.property_type) IS DISTINCT FROM (NEW.lat, NEW.lon, NEW.property_type))
  EXECUTE FUNCTION comp_sales_home_changed();

SELECT comp_sales_fill();

CREATE INDEX comp_sales_single_family_demo_idx ON comp_sales USING gist (pt)
  WHERE property_type = 'single_family' AND demo;
CREATE INDEX comp_sales_single_family_real_idx ON comp_sales USING gist (pt)
  WHERE property_type = 'single_family' AND NOT demo;
CREATE INDEX comp_sales_condo_demo_idx ON comp_sales USING gist (pt)
  WHERE property_type = 'condo' AND demo;
CREATE INDEX comp_sales_condo_real_idx ON comp_sales USING gist (pt)
  WHERE property_type = 'condo' AND NOT demo;
CREATE INDEX comp_sales_townhouse_demo_idx ON comp_sales USING gist (pt)
  WHERE property_type = 'townhouse' AND demo;
CREATE INDEX comp_sales_townhouse_real_idx ON comp_sales USING gist (pt)
  WHERE property_type = 'townhouse' AND NOT demo;
CREATE INDEX comp_sales_multi_family_demo_idx ON comp_sales USING gist (pt)
  WHERE property_type = 'multi_family' AND demo;
CREATE INDEX comp_sales_multi_family_real_idx ON comp_sales USING gist (pt)
  WHERE property_type = 'multi_family' AND NOT demo;

-- Statistics now: without them the planner takes the partial table for a few rows and reads and sorts
-- all of it instead of walking its index (PGlite has no autovacuum to take them later).
ANALYZE comp_sales, comp_sales_horizon;
