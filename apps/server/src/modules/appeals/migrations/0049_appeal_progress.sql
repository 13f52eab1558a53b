-- Issue 52 item 5 (decision 240): where a paid order's appeal stands after the package, as its owner
-- records it: the day and way the application was filed, and the hearing date from the board's notice.
-- The board's decision stays in appeal_outcomes. One row per order; no personal data.
CREATE TABLE appeal_progress (
  order_id   text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  filed_on   date,
  filed_how  text CHECK (filed_how IN ('online', 'mail', 'in_person')),
  hearing_on date,
  updated_at timestamptz NOT NULL,
  CHECK (filed_how IS NULL OR filed_on IS NOT NULL),
  CHECK (hearing_on IS NULL OR (filed_on IS NOT NULL AND hearing_on >= filed_on))
);
CREATE INDEX appeal_progress_hearing_idx ON appeal_progress (hearing_on) WHERE hearing_on IS NOT NULL;
