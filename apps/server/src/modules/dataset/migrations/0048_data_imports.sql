-- Issue 54 item 3 (decision 239): sales and roll files an operator uploads on the back office's Data
-- page, imported by the running server. One row per upload: who sent it, its progress (counts and the
-- first skipped lines, in `report`), and a heartbeat so an import whose process died is seen as
-- interrupted. At most one import runs at a time, across every process on the database.
CREATE TABLE data_imports (
  id uuid PRIMARY KEY,
  file_name text NOT NULL,
  format text NOT NULL,
  status text NOT NULL CHECK (status IN ('running', 'done', 'failed')),
  operator_id uuid REFERENCES users(id) ON DELETE SET NULL,
  operator_email text NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  heartbeat_at timestamptz NOT NULL,
  bytes_total bigint NOT NULL DEFAULT 0,
  bytes_read bigint NOT NULL DEFAULT 0,
  report jsonb NOT NULL DEFAULT '{}'::jsonb,
  error text
);
CREATE UNIQUE INDEX data_imports_one_running ON data_imports ((true)) WHERE status = 'running';
CREATE INDEX data_imports_newest_idx ON data_imports (started_at DESC);
