-- Anonymous analysis jobs expire (issue 20 item 5, decision 128): the sweep looks for jobs without an
-- account, oldest last run first; this partial index finds them without reading the others.
CREATE INDEX analysis_jobs_anonymous_updated_idx ON analysis_jobs (updated_at) WHERE user_id IS NULL;
