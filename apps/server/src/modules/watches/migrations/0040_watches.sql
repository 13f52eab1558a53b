-- Watch a home (issue 52, decision 228): a signed-in owner's watch is active at once; a visitor's
-- waits for its address to be confirmed by the e-mailed link (double opt-in).
create table watches (
  id uuid primary key default gen_random_uuid(),
  job_id text not null,
  user_id uuid references users(id) on delete cascade,
  email text not null,
  email_lower text not null,
  address text not null,
  county text not null,
  status text not null check (status in ('pending', 'active')),
  confirm_token_hash text,
  confirm_expires_at timestamptz,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  constraint watches_email_job_key unique (email_lower, job_id)
);
create index watches_user_idx on watches (user_id);
create unique index watches_confirm_token_idx on watches (confirm_token_hash);

-- Each reminder once (decision 228): the row is claimed before the mail is sent, so a restart or a
-- second server process on the same database never sends it again.
create table watch_reminders (
  watch_id uuid not null references watches(id) on delete cascade,
  kind text not null check (kind in ('window_open', 'closes_in_14', 'closes_in_2')),
  roll_year integer not null,
  sent_at timestamptz not null,
  primary key (watch_id, kind, roll_year)
);
