-- Issue 49 item 10 (decision 206): an anonymous analysis job is bought and re-run only from the browser
-- that made it. browser_key_hash is the SHA-256 of the browser's key (an HttpOnly cookie the server
-- issues on POST /manual_analysis, plugins/caller.ts); null for jobs made before this migration, which
-- no anonymous caller can then buy or change (a new analysis makes a new job).
ALTER TABLE analysis_jobs ADD COLUMN browser_key_hash text;
