-- Address autocomplete without a house number ("Magnolia Av…", issue 4): a prefix index on the street
-- line of the normalised address, i.e. address_normalized after its house number. The column is
-- COLLATE "C", so this expression is too and `LIKE 'MAGNOLIA%'` walks the index (about 1 ms on 200k
-- homes, where the trigram index takes 10+ ms). Owned by the analysis API (0003), kept separate from
-- 0003_analysis.sql because that file was already committed.
CREATE INDEX IF NOT EXISTS properties_street_line_idx
  ON properties ((substr(address_normalized, strpos(address_normalized, ' ') + 1)));
