-- Owner (decision 150): payments (payment_sessions, orders, appeal_credits); it also creates
-- appeal_drafts and adds a column to appeal_outcomes (appeals).
-- Issue 17: the paid journey holds together (decisions 106-109).

-- Upgrades (Basic → Success for the difference) and credits (a denied Success appeal's free
-- Success plan next year) go through the same orders and payment sessions as a purchase.
-- `purpose` says what a session pays for; a credit is redeemed by a session of provider 'credit'
-- and amount 0, completed at once, so an order paid with a credit costs $0.
ALTER TABLE payment_sessions ADD COLUMN purpose text NOT NULL DEFAULT 'purchase'
  CHECK (purpose IN ('purchase', 'upgrade'));
ALTER TABLE payment_sessions DROP CONSTRAINT payment_sessions_provider_check;
ALTER TABLE payment_sessions ADD CONSTRAINT payment_sessions_provider_check
  CHECK (provider IN ('sandbox', 'stripe', 'credit'));
ALTER TABLE payment_sessions DROP CONSTRAINT payment_sessions_amount_cents_check;
ALTER TABLE payment_sessions ADD CONSTRAINT payment_sessions_amount_cents_check CHECK (amount_cents >= 0);
ALTER TABLE orders DROP CONSTRAINT orders_amount_cents_check;
ALTER TABLE orders ADD CONSTRAINT orders_amount_cents_check CHECK (amount_cents >= 0);
-- When a paid Basic order was upgraded to Success, and by which session (at most once).
ALTER TABLE orders ADD COLUMN upgraded_at timestamptz;
ALTER TABLE orders ADD COLUMN upgrade_session_id text;

-- The appeal form as the owner types it, one draft per order, restored on any device (decision 107).
CREATE TABLE appeal_drafts (
  order_id   text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  -- { route, property_info, comparable_sales } as the form holds them (contracts appealDraftSchema).
  draft      jsonb NOT NULL,
  revision   integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- "Free next year if fails" (decision 109): a Success order whose appeal the board denied (or
-- withdrew) earns one credit for the same property's Success plan in the next roll year. One credit
-- per source order, and one per property and roll year; redeemed by at most one order.
CREATE TABLE appeal_credits (
  id                text PRIMARY KEY,
  source_order_id   text NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  -- normalised street (+ unit) and ZIP of the analysed home (contracts normalizeAddressKey).
  property_key      text NOT NULL,
  roll_year         integer NOT NULL,
  user_id           uuid REFERENCES users (id) ON DELETE CASCADE,
  guest_token_hash  text,
  redeemed_order_id text UNIQUE REFERENCES orders (id) ON DELETE SET NULL,
  redeemed_at       timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (property_key, roll_year),
  CHECK ((user_id IS NULL) <> (guest_token_hash IS NULL))
);
CREATE INDEX appeal_credits_user_idx ON appeal_credits (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX appeal_credits_guest_idx ON appeal_credits (guest_token_hash) WHERE guest_token_hash IS NOT NULL;
-- The caller's orders, listed on the dashboard.
CREATE INDEX IF NOT EXISTS orders_user_idx ON orders (user_id) WHERE user_id IS NOT NULL;

-- The size of the uploaded notice of decision, counted against the storage quota (decision 092).
ALTER TABLE appeal_outcomes ADD COLUMN notice_bytes integer CHECK (notice_bytes >= 0);
