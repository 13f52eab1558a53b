-- Issue 20 item 2 (decision 165): comp_sales carries what a comparable candidate shows, so the walk
-- answers from the rows it reads instead of reading each candidate's home (properties) and its latest
-- sale (sales) again: at 2.5M homes those were cold pages, a read from disk each.
--
-- A row is still one home, day and kind (demo or not) since the horizon; it now carries that day's
-- arm's-length sale of that kind with the highest price (the one the comps query's "latest sale in
-- the window, then the highest price" picks: sales_natural_key makes it unique) and the home's
-- columns the candidate shows. Triggers keep them: any change to sales, and a change to any carried
-- column of a home, refreshes that home's rows.

TRUNCATE comp_sales;
ALTER TABLE comp_sales
  ADD COLUMN sale_id integer NOT NULL,
  ADD COLUMN price integer NOT NULL,
  ADD COLUMN source text NOT NULL,
  ADD COLUMN street_number text NOT NULL,
  ADD COLUMN street_name text NOT NULL,
  ADD COLUMN unit text,
  ADD COLUMN city text NOT NULL,
  ADD COLUMN zip text NOT NULL,
  ADD COLUMN county text NOT NULL,
  ADD COLUMN lat double precision NOT NULL,
  ADD COLUMN lon double precision NOT NULL,
  ADD COLUMN beds smallint,
  ADD COLUMN baths real,
  ADD COLUMN living_sqft integer,
  ADD COLUMN lot_sqft integer,
  ADD COLUMN year_built smallint;

-- The rows of the given homes (null: every home), from sales and properties, since the horizon.
CREATE OR REPLACE FUNCTION comp_sales_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM comp_sales WHERE ids IS NULL OR property_id = ANY (ids);
  INSERT INTO comp_sales (property_id, sale_date, demo, property_type, pt, sale_id, price, source,
                          street_number, street_name, unit, city, zip, county, lat, lon,
                          beds, baths, living_sqft, lot_sqft, year_built)
  SELECT DISTINCT ON (s.property_id, s.sale_date, s.source = 'demo')
         s.property_id, s.sale_date, s.source = 'demo', p.property_type, point(p.lon * 0.8, p.lat),
         s.id, s.price, s.source, p.street_number, p.street_name, p.unit, p.city, p.zip, p.county,
         p.lat, p.lon, p.beds, p.baths, p.living_sqft, p.lot_sqft, p.year_built
    FROM sales s JOIN properties p ON p.id = s.property_id
   WHERE (ids IS NULL OR s.property_id = ANY (ids)) AND s.arms_length
     AND p.lat IS NOT NULL AND p.lon IS NOT NULL
     AND s.sale_date >= coalesce((SELECT since FROM comp_sales_horizon), '-infinity'::date)
   ORDER BY s.property_id, s.sale_date, s.source = 'demo', s.price DESC;
$$;

-- Every change to sales refreshes the homes it touched, so the day's carried sale is chosen in one
-- place (comp_sales_refresh). The bulk loader still disables the insert trigger and fills once.
CREATE OR REPLACE FUNCTION comp_sales_sales_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM comp_sales;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM comp_sales_refresh(ARRAY(SELECT DISTINCT property_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM comp_sales_refresh(ARRAY(SELECT property_id FROM old_rows UNION SELECT property_id FROM new_rows));
  ELSE
    PERFORM comp_sales_refresh(ARRAY(SELECT DISTINCT property_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;

-- Homes whose carried columns changed (moved, located, retyped, readdressed, their facts corrected):
-- their rows again, once per statement for all of them. 0024's trigger ran per row (two statements
-- each); with more columns carried, an importer correcting 40,000 homes' facts paid 7 s for it.
-- A trigger with transition tables cannot name columns, so the changed homes are found here.
DROP TRIGGER properties_comp_sales_changed ON properties;
DROP FUNCTION comp_sales_home_changed();
CREATE FUNCTION comp_sales_homes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM comp_sales_refresh(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (o.lat, o.lon, o.property_type, o.street_number, o.street_name, o.unit, o.city, o.zip, o.county,
            o.beds, o.baths, o.living_sqft, o.lot_sqft, o.year_built)
           IS DISTINCT FROM
           (n.lat, n.lon, n.property_type, n.street_number, n.street_name, n.unit, n.city, n.zip, n.county,
            n.beds, n.baths, n.living_sqft, n.lot_sqft, n.year_built)));
  RETURN NULL;
END;
$$;
CREATE TRIGGER properties_comp_sales_changed AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comp_sales_homes_changed();

SELECT comp_sales_refresh(NULL);
