-- Owner (decision 150): properties (columns on properties, sales, assessments); it also creates
-- appeal_outcomes (appeals).
-- Issue 14 item 1: where every record came from. `source` already names the producer ('demo',
-- 'redfin', 'zillow', 'reso', and from now on 'la-assessor', 'roll-csv', 'rentcast', 'owner');
-- packages/contracts/src/provenance.ts maps it to the API's kind (demo | import | provider | owner).
-- These columns add the detail: the imported file's name, and for a provider the time of the fetch.
ALTER TABLE properties ADD COLUMN source_file text, ADD COLUMN fetched_at timestamptz;
ALTER TABLE sales ADD COLUMN source_file text;
ALTER TABLE assessments ADD COLUMN source_file text, ADD COLUMN fetched_at timestamptz;

-- Issue 17 item 5: the board's decision on an appeal, reported by the buyer of a paid order
-- (one per order). A denied or withdrawn-by-board outcome on a Success order earns a credit for
-- next year's Success plan. Read by the buyer's dashboard and the operator area (issue 19).
CREATE TABLE appeal_outcomes (
  order_id      text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  decided_on    date NOT NULL,
  outcome       text NOT NULL CHECK (outcome IN ('granted', 'reduced', 'denied', 'withdrawn_by_board', 'withdrawn_by_owner')),
  value_decided integer CHECK (value_decided >= 0),
  -- Storage key of the uploaded notice of decision, if the buyer attached one.
  notice_key    text,
  reported_at   timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
