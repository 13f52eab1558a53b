-- Issue 48 (decision 265): a remembered analysis job carries its owner-supplied sales (0053), read by the
-- same statement, so GET /query_result answers with one check instead of a second read. Every statement
-- that writes owner_sales is logged where the job's writes are (0030, 0058).
CREATE TRIGGER owner_sales_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON owner_sales
  FOR EACH STATEMENT EXECUTE FUNCTION read_copy_log_statement('analysis_job_changes');
