-- Owner (decision 150): payments (orders' columns and index); it also creates letter_recipients (appeals).
-- Who the appeal letter may be e-mailed to, and how often (issue 13, decision 094).

-- The e-mail address the buyer gave at checkout (Stripe's customer e-mail), for a guest order.
ALTER TABLE orders ADD COLUMN buyer_email text;
-- Letter e-mails (and address confirmations) sent for the order in the current 24-hour window.
ALTER TABLE orders ADD COLUMN letter_window_started_at timestamptz;
ALTER TABLE orders ADD COLUMN letter_mails_in_window integer NOT NULL DEFAULT 0;

-- An address a guest asked to mail the letter to: usable once someone at that address confirmed it
-- through the single-use link mailed there. Only the SHA-256 of the link's token is kept.
CREATE TABLE letter_recipients (
  id           text PRIMARY KEY,
  order_id     text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  email        text NOT NULL,
  token_hash   text NOT NULL UNIQUE,
  expires_at   timestamptz NOT NULL,
  confirmed_at timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX letter_recipients_order_idx ON letter_recipients (order_id, email);

-- A guest token sent with a new purchase is kept only if it already holds an order: looked up by hash.
CREATE INDEX orders_guest_token_idx ON orders (guest_token_hash) WHERE guest_token_hash IS NOT NULL;
