-- Owner (decision 150): operator. It also adds the handling-state columns and list indexes to
-- contact_messages (contact) and leads (leads), and list indexes to orders, users and outbox.
-- The brokerage's back office (issue 19, decisions 103-105): the operator role, the handling state
-- of contact messages and free-assessment leads, and the audit trail of what operators did.

-- Who may use /operator. Granted and revoked only by `npm run operator -- add|remove EMAIL`; the web
-- app has no route that writes here. Checked on every operator request (a removed operator's token
-- stops working at once, like a revoked session).
CREATE TABLE operators (
  user_id    uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  granted_at timestamptz NOT NULL DEFAULT now()
);

-- Handling state. read_at: first opened (or handled) by any operator, so the unread count is the
-- rows where it is null. handled_by_email keeps who handled it even after that account is deleted.
ALTER TABLE contact_messages
  ADD COLUMN read_at timestamptz,
  ADD COLUMN handled_at timestamptz,
  ADD COLUMN handled_by uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN handled_by_email text,
  ADD COLUMN handled_note text;

ALTER TABLE leads
  ADD COLUMN county text,
  ADD COLUMN read_at timestamptz,
  ADD COLUMN handled_at timestamptz,
  ADD COLUMN handled_by uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN handled_by_email text,
  ADD COLUMN handled_note text;

-- A lead's county: from the analysed property when the sign-up names a job; new leads get it from
-- the city and ZIP when stored (operator.notify.ts).
UPDATE leads l SET county = p.county
  FROM analysis_jobs j JOIN properties p ON p.id = j.property_id
  WHERE j.id = l.job_id AND l.county IS NULL;

-- Newest first, keyset pages: (created_at, id) descending, optionally per county or still open.
CREATE INDEX contact_messages_newest_idx ON contact_messages (created_at DESC, id DESC);
CREATE INDEX contact_messages_open_idx ON contact_messages (created_at DESC, id DESC) WHERE handled_at IS NULL;
CREATE INDEX contact_messages_unread_idx ON contact_messages (created_at) WHERE read_at IS NULL;
CREATE INDEX contact_messages_search_idx ON contact_messages
  USING gin (lower(name || ' ' || email || ' ' || message) gin_trgm_ops);

CREATE INDEX leads_newest_idx ON leads (created_at DESC, id DESC);
CREATE INDEX leads_county_newest_idx ON leads (county, created_at DESC, id DESC);
CREATE INDEX leads_open_idx ON leads (created_at DESC, id DESC) WHERE handled_at IS NULL;
CREATE INDEX leads_unread_idx ON leads (created_at) WHERE read_at IS NULL;
CREATE INDEX leads_search_idx ON leads
  USING gin (lower(email || ' ' || phone || ' ' || street || ' ' || city || ' ' || zip_code) gin_trgm_ops);

CREATE INDEX orders_newest_idx ON orders (created_at DESC, id DESC);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC) WHERE user_id IS NOT NULL;

CREATE INDEX users_newest_idx ON users (created_at DESC, id DESC);
CREATE INDEX users_search_idx ON users USING gin (lower(email || ' ' || first_name || ' ' || phone_number) gin_trgm_ops);

CREATE INDEX outbox_newest_idx ON outbox (created_at DESC, id DESC);

-- Every operator action: a view of a person's details, a status change, an export. operator_email is
-- kept so the trail still names who acted after their account is gone.
CREATE TABLE operator_audit (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at             timestamptz NOT NULL DEFAULT now(),
  operator_id    uuid REFERENCES users (id) ON DELETE SET NULL,
  operator_email text NOT NULL,
  action         text NOT NULL,
  subject_kind   text,
  subject_id     text,
  detail         jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX operator_audit_newest_idx ON operator_audit (at DESC, id DESC);
