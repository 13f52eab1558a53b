-- Address autocomplete without a house number ("Magnolia Av…", issue 4): a prefix index on the street
-- line of the normalised address, i.e. address_normalized after its house number. The column is
-- COLLATE "C", so this expression is too and `LIKE 'MAGNOLIA%'` walks the index (about 1 ms on 200k
-- homes, where the trigram index takes 10+ ms).
-- Decision 150: this was 0003_analysis_street_index.sql, a second 0003. Renumbered to the free 0012
-- (it needs only 0002's properties table, and 0023 sets its fillfactor); a database that recorded the
-- old name has it renamed by migrate.ts (RENAMED_MIGRATIONS), so it never runs twice.
CREATE INDEX IF NOT EXISTS properties_street_line_idx
  ON properties ((substr(address_normalized, strpos(address_normalized, ' ') + 1)));
