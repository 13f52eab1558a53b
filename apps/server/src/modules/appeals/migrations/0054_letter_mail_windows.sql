-- Issue 48 (decision 250): the letter e-mail counter moves from payments' orders to appeals, which
-- sends the letter. One row per order that has e-mailed its letter (or a confirmation link): the
-- start of its current 24-hour window and how many e-mails it holds. The existing counts are kept.
CREATE TABLE letter_mail_windows (
  order_id          text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  window_started_at timestamptz NOT NULL,
  mails_in_window   integer NOT NULL
);
INSERT INTO letter_mail_windows (order_id, window_started_at, mails_in_window)
  SELECT id, letter_window_started_at, letter_mails_in_window
  FROM orders
  WHERE letter_window_started_at IS NOT NULL;
ALTER TABLE orders DROP COLUMN letter_window_started_at;
ALTER TABLE orders DROP COLUMN letter_mails_in_window;
