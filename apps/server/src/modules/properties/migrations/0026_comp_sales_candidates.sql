-- Issue 20 item 2 (decision 165): comp_sales carries what a comparable candidate shows, so the walk
-- answers from the rows it reads instead of reading each candidate's home (properties) and its latest
-- sale (sales) again: at 2.5M homes those were cold pages, a read from disk each.
--
-- A row is still one home, day and kind (demo or not) since the horizon; it now carries that day's
-- arm's-length sale of that kind with the highest price (the one the comps query's "latest sale in
-- the window, then the highest price" picks: sales_natural_key makes it unique) and the home's
-- columns the candidate shows. The triggers of 0024 keep them: a new sale adds or replaces its day's
-- row, any other change to sales and a change to any carried column of a home refreshes its rows.

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

CREATE OR REPLACE FUNCTION comp_sales_sales_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM comp_sales;
  ELSIF TG_OP = 'INSERT' THEN
    -- New sales add rows, or replace their day's row when they sold for more.
    INSERT INTO comp_sales AS c (property_id, sale_date, demo, property_type, pt, sale_id, price, source,
                                 street_number, street_name, unit, city, zip, county, lat, lon,
                                 beds, baths, living_sqft, lot_sqft, year_built)
    SELECT DISTINCT ON (n.property_id, n.sale_date, n.source = 'demo')
           n.property_id, n.sale_date, n.source = 'demo', p.property_type, point(p.lon * 0.8, p.lat),
           n.id, n.price, n.source, p.street_number, p.street_name, p.unit, p.city, p.zip, p.county,
           p.lat, p.lon, p.beds, p.baths, p.living_sqft, p.lot_sqft, p.year_built
      FROM new_rows n JOIN properties p ON p.id = n.property_id
     WHERE n.arms_length AND p.lat IS NOT NULL AND p.lon IS NOT NULL
       AND n.sale_date >= coalesce((SELECT since FROM comp_sales_horizon), '-infinity'::date)
     ORDER BY n.property_id, n.sale_date, n.source = 'demo', n.price DESC
    ON CONFLICT (property_id, sale_date, demo) DO UPDATE
      SET sale_id = excluded.sale_id, price = excluded.price, source = excluded.source
      WHERE excluded.price > c.price;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM comp_sales_refresh(ARRAY(SELECT property_id FROM old_rows UNION SELECT property_id FROM new_rows));
  ELSE
    PERFORM comp_sales_refresh(ARRAY(SELECT DISTINCT property_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;

-- A home whose carried columns changed (moved, located, retyped, readdressed, its facts corrected): its rows again.
DROP TRIGGER properties_comp_sales_changed ON properties;
CREATE TRIGGER properties_comp_sales_changed
  AFTER UPDATE OF lat, lon, property_type, street_number, street_name, unit, city, zip, county,
                  beds, baths, living_sqft, lot_sqft, year_built ON properties
  FOR EACH ROW WHEN ((OLD.lat, OLD.lon, OLD.property_type, OLD.street_number, OLD.street_name, OLD.unit,
                      OLD.city, OLD.zip, OLD.county, OLD.beds, OLD.baths, OLD.living_sqft, OLD.lot_sqft,
                      OLD.year_built)
                     IS DISTINCT FROM
                     (NEW.lat, NEW.lon, NEW.property_type, NEW.street_number, NEW.street_name, NEW.unit,
                      NEW.city, NEW.zip, NEW.county, NEW.beds, NEW.baths, NEW.living_sqft, NEW.lot_sqft,
                      NEW.year_built))
  EXECUTE FUNCTION comp_sales_home_changed();

SELECT comp_sales_refresh(NULL);
