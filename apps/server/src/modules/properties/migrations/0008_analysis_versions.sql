-- Versions of a paid analysis (issue 13, decision 091). A job with a paid plan is never changed: a
-- re-analysis of its home with corrected facts is stored as a new job that names the one it is a
-- version of, so the paid job keeps exactly what was bought.
ALTER TABLE analysis_jobs ADD COLUMN version_of text REFERENCES analysis_jobs (id) ON DELETE SET NULL;

CREATE INDEX analysis_jobs_version_of_idx ON analysis_jobs (version_of) WHERE version_of IS NOT NULL;
