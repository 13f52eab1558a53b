-- Issue 20 item 2 (decision 136): comparables nearest-first with a bounded scan. One GiST index per
-- property type on the point (lon × 0.8, lat): the comps query asks for the homes of the subject's type
-- inside the radius's box, nearest first (`<->`), and stops after a small number with a sale in the
-- window, so its cost no longer grows with the number of homes in the box. The expression must stay
-- `point(lon * 0.8, lat)` (comps/geo.ts PLANE_LON_SCALE). It replaces the (property_type, lat, lon)
-- btree, whose latitude range walked a strip across the whole state.
CREATE INDEX IF NOT EXISTS properties_near_single_family_idx ON properties USING gist (point(lon * 0.8, lat))
  WHERE property_type = 'single_family';
CREATE INDEX IF NOT EXISTS properties_near_condo_idx ON properties USING gist (point(lon * 0.8, lat))
  WHERE property_type = 'condo';
CREATE INDEX IF NOT EXISTS properties_near_townhouse_idx ON properties USING gist (point(lon * 0.8, lat))
  WHERE property_type = 'townhouse';
CREATE INDEX IF NOT EXISTS properties_near_multi_family_idx ON properties USING gist (point(lon * 0.8, lat))
  WHERE property_type = 'multi_family';
DROP INDEX IF EXISTS properties_comps_idx;
