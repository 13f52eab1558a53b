-- Owner (decision 150): auth (users, refresh_tokens). It also creates contact_messages (contact) and
-- outbox (lib): not split out, because splitting needs two free numbers below 0015 (which alters both)
-- and only 0012 was free; databases that recorded 0001_auth.sql stay as they are.
-- Accounts, server-side refresh tokens, contact messages and the mail outbox.
create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  email_lower text not null unique,
  password_hash text not null,
  first_name text not null,
  phone_number text not null default '',
  created_at timestamptz not null default now()
);

-- Opaque refresh tokens, stored as SHA-256 hashes. Each sign-in starts a family; every refresh
-- rotates within it. Presenting a used token revokes the whole family (theft detection).
create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  family_id uuid not null,
  token_hash text not null unique,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  revoked_at timestamptz
);
create index refresh_tokens_family_idx on refresh_tokens (family_id);
create index refresh_tokens_user_idx on refresh_tokens (user_id);

create table contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  message text not null,
  ip text,
  user_agent text,
  created_at timestamptz not null default now(),
  mailed_at timestamptz
);

-- Mail that could not go out through SMTP (or with no SMTP configured) waits here for the operator.
create table outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  attachments jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text
);
