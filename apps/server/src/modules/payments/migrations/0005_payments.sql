-- Plans bought for an analysis job (issue 6): orders, their checkout sessions and the provider
-- webhook events already handled. See docs/decisions/060-payments-orders-and-sessions.md.

-- One order per job and owner. The owner is a user, or for a guest the SHA-256 of a random capability
-- token kept by the browser. Price and tier are set by the server; a pending order takes the tier and
-- amount of the session that paid it.
CREATE TABLE orders (
  id               text PRIMARY KEY,
  job_id           text NOT NULL,
  user_id          uuid REFERENCES users (id) ON DELETE CASCADE,
  guest_token_hash text,
  tier             text NOT NULL CHECK (tier IN ('basic', 'guarantee')),
  amount_cents     integer NOT NULL CHECK (amount_cents > 0),
  currency         text NOT NULL DEFAULT 'usd',
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid')),
  paid_session_id  text,
  paid_at          timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (guest_token_hash IS NULL)),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL))
);
-- At most one order per job and owner, hence never two paid orders for the same purchase.
CREATE UNIQUE INDEX orders_job_user_key ON orders (job_id, user_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX orders_job_guest_key ON orders (job_id, guest_token_hash) WHERE guest_token_hash IS NOT NULL;

-- A checkout attempt. id is the public session_id handed to the browser; provider_ref is the
-- provider's own id (the Stripe Checkout Session id; null for the sandbox).
CREATE TABLE payment_sessions (
  id              text PRIMARY KEY,
  order_id        text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider        text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
  provider_ref    text UNIQUE,
  tier            text NOT NULL CHECK (tier IN ('basic', 'guarantee')),
  amount_cents    integer NOT NULL CHECK (amount_cents > 0),
  currency        text NOT NULL DEFAULT 'usd',
  status          text NOT NULL DEFAULT 'initializing'
                    CHECK (status IN ('initializing', 'pending', 'completed', 'expired', 'cancelled')),
  checkout_url    text,
  -- The last card decline shown on the checkout page (the session stays payable with another card).
  decline_message text,
  expires_at      timestamptz NOT NULL,
  opened_at       timestamptz,
  completed_at    timestamptz,
  closed_at       timestamptz,
  -- When the provider was last asked about this session (throttles reconciliation while polling).
  synced_at       timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_sessions_order_idx ON payment_sessions (order_id, created_at);
CREATE INDEX payment_sessions_open_idx ON payment_sessions (expires_at) WHERE status IN ('initializing', 'pending');

-- Provider webhook events already applied, so a replayed delivery changes nothing.
CREATE TABLE payment_webhook_events (
  id           text PRIMARY KEY,
  provider     text NOT NULL,
  type         text NOT NULL,
  provider_ref text,
  received_at  timestamptz NOT NULL DEFAULT now()
);
