-- Owner (decision 150): payments. An order may be bought for an appeal that answers a notice (issue 51
-- item 3, decision 246): a supplemental, escape, roll-change, calamity or penalty assessment, with the
-- notice's mailing date and the date its value is taken at. Null for the regular assessment. The
-- three go together.
ALTER TABLE orders
  ADD COLUMN notice_type text
    CHECK (notice_type IN ('supplemental', 'escape', 'roll_change', 'calamity', 'penalty')),
  ADD COLUMN notice_date date,
  ADD COLUMN event_date date;
ALTER TABLE orders ADD CONSTRAINT orders_notice_together CHECK (
  (notice_type IS NULL) = (notice_date IS NULL) AND (notice_type IS NULL) = (event_date IS NULL)
);
