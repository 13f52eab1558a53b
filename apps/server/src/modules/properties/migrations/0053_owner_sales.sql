-- Issue 50 item 5 (decision 249): sales the owner knows, added to an analysis job's comparables.
-- At most 10 a job (enforced by the service); removed with their job.
CREATE TABLE owner_sales (
  id          text PRIMARY KEY,
  job_id      text NOT NULL REFERENCES analysis_jobs (id) ON DELETE CASCADE,
  address     text NOT NULL,
  sale_date   date NOT NULL,
  price       integer NOT NULL,
  living_sqft integer NOT NULL,
  beds        smallint NOT NULL,
  baths       real NOT NULL,
  year_built  smallint,
  lot_sqft    integer,
  seen_at     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX owner_sales_job_idx ON owner_sales (job_id, created_at);
