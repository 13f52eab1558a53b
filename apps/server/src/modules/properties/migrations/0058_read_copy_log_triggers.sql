-- Issue 48 item 2 (decision 260): properties' change logs and write logs are written by lib's two
-- trigger functions (0057) instead of a copy each; the triggers log the same rows as before.
DROP TRIGGER properties_address_inserted ON properties;
DROP TRIGGER properties_address_updated ON properties;
DROP TRIGGER properties_address_deleted ON properties;
DROP TRIGGER properties_address_truncated ON properties;
DROP FUNCTION property_address_changes_log();
-- The autocomplete's prefix index: a home whose shown address columns changed (0025).
CREATE TRIGGER properties_address_inserted AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION read_copy_log_homes('property_address_changes', 'id');
CREATE TRIGGER properties_address_updated AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION read_copy_log_homes('property_address_changes', 'id',
    'address_normalized', 'street_number', 'street_name', 'unit', 'city', 'state', 'zip');
CREATE TRIGGER properties_address_deleted AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION read_copy_log_homes('property_address_changes', 'id');
CREATE TRIGGER properties_address_truncated AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION read_copy_log_homes('property_address_changes', 'id');

DROP TRIGGER comp_sales_logged_insert ON comp_sales;
DROP TRIGGER comp_sales_logged_update ON comp_sales;
DROP TRIGGER comp_sales_logged_delete ON comp_sales;
DROP TRIGGER comp_sales_logged_truncate ON comp_sales;
DROP TRIGGER comp_sales_horizon_logged ON comp_sales_horizon;
DROP FUNCTION comp_sale_changes_log();
-- The comparables' copy: a home whose comp_sales rows changed; a new horizon reloads it (0028).
CREATE TRIGGER comp_sales_logged_insert AFTER INSERT ON comp_sales
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION read_copy_log_homes('comp_sale_changes', 'property_id');
CREATE TRIGGER comp_sales_logged_update AFTER UPDATE ON comp_sales
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION read_copy_log_homes('comp_sale_changes', 'property_id');
CREATE TRIGGER comp_sales_logged_delete AFTER DELETE ON comp_sales
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION read_copy_log_homes('comp_sale_changes', 'property_id');
CREATE TRIGGER comp_sales_logged_truncate AFTER TRUNCATE ON comp_sales
  FOR EACH STATEMENT EXECUTE FUNCTION read_copy_log_homes('comp_sale_changes', 'property_id');
CREATE TRIGGER comp_sales_horizon_logged AFTER INSERT OR UPDATE OR DELETE ON comp_sales_horizon
  FOR EACH STATEMENT EXECUTE FUNCTION read_copy_log_homes('comp_sale_changes');

DROP TRIGGER properties_facts_changed ON properties;
DROP TRIGGER sales_facts_changed ON sales;
DROP TRIGGER assessments_facts_changed ON assessments;
DROP FUNCTION home_fact_changes_log();
-- The lookup's remembered reads: every statement that writes homes, sales or assessments (0029).
CREATE TRIGGER properties_facts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION read_copy_log_statement('home_fact_changes');
CREATE TRIGGER sales_facts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sales
  FOR EACH STATEMENT EXECUTE FUNCTION read_copy_log_statement('home_fact_changes');
CREATE TRIGGER assessments_facts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON assessments
  FOR EACH STATEMENT EXECUTE FUNCTION read_copy_log_statement('home_fact_changes');

DROP TRIGGER analysis_jobs_changed ON analysis_jobs;
DROP FUNCTION analysis_job_changes_log();
-- A remembered analysis job: every update, delete or truncate of analysis_jobs (0030).
CREATE TRIGGER analysis_jobs_changed AFTER UPDATE OR DELETE OR TRUNCATE ON analysis_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION read_copy_log_statement('analysis_job_changes');
