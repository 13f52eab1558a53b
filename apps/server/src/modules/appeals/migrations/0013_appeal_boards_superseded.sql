-- Issue 16 item 6, decision 101: every county filing fact (fee, windows, informal review, and the
-- board's name and address) now lives in one sourced table, packages/contracts/src/county-facts.ts,
-- with its source and the date it was checked. appeal_boards is no longer read: a correction made
-- here would be silently ignored, so the table says so. It is kept (not dropped) so that any row an
-- operator corrected can be carried into county-facts.ts before a later migration drops it.
COMMENT ON TABLE appeal_boards IS
  'Superseded by packages/contracts/src/county-facts.ts (decision 101): not read by the server. Correct board addresses there.';
