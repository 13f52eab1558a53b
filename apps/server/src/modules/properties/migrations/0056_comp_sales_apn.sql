-- Issue 50 item 3 (decision 251): the adjustment grid names each sale's parcel where it is known, so
-- comp_sales carries the home's APN (null when the records only gave a synthetic one, apn_synthetic),
-- and the comparables' in-memory copy and the walk answer it alike. The triggers of 0026 refresh a
-- home's rows when its APN changes too.

ALTER TABLE comp_sales ADD COLUMN apn text;

CREATE OR REPLACE FUNCTION comp_sales_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM comp_sales WHERE ids IS NULL OR property_id = ANY (ids);
  INSERT INTO comp_sales (property_id, sale_date, demo, property_type, pt, sale_id, price, source,
                          street_number, street_name, unit, city, zip, county, lat, lon,
                          beds, baths, living_sqft, lot_sqft, year_built, apn)
  SELECT DISTINCT ON (s.property_id, s.sale_date, s.source = 'demo')
         s.property_id, s.sale_date, s.source = 'demo', p.property_type, point(p.lon * 0.8, p.lat),
         s.id, s.price, s.source, p.street_number, p.street_name, p.unit, p.city, p.zip, p.county,
         p.lat, p.lon, p.beds, p.baths, p.living_sqft, p.lot_sqft, p.year_built,
         CASE WHEN p.apn_synthetic THEN NULL ELSE p.apn END
    FROM sales s JOIN properties p ON p.id = s.property_id
   WHERE (ids IS NULL OR s.property_id = ANY (ids)) AND s.arms_length
     AND p.lat IS NOT NULL AND p.lon IS NOT NULL
     AND s.sale_date >= coalesce((SELECT since FROM comp_sales_horizon), '-infinity'::date)
   ORDER BY s.property_id, s.sale_date, s.source = 'demo', s.price DESC;
$$;

CREATE OR REPLACE FUNCTION comp_sales_homes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM comp_sales_refresh(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (o.lat, o.lon, o.property_type, o.street_number, o.street_name, o.unit, o.city, o.zip, o.county,
            o.beds, o.baths, o.living_sqft, o.lot_sqft, o.year_built, o.apn, o.apn_synthetic)
           IS DISTINCT FROM
           (n.lat, n.lon, n.property_type, n.street_number, n.street_name, n.unit, n.city, n.zip, n.county,
            n.beds, n.baths, n.living_sqft, n.lot_sqft, n.year_built, n.apn, n.apn_synthetic)));
  RETURN NULL;
END;
$$;

-- The rows already there take their home's APN (the change log asks the copy to reload).
UPDATE comp_sales w SET apn = p.apn FROM properties p WHERE p.id = w.property_id AND NOT p.apn_synthetic;
