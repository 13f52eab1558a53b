-- The account lifecycle (issue 13, decision 093): sign-in sessions checked on every authenticated
-- request, and single-use password reset links.

-- One row per sign-in session (a refresh-token family; its id is the access token's `sid`). Every
-- authenticated request reads its row by primary key, so logout, a password change or reset and
-- account deletion end access tokens at once instead of when they expire.
create table auth_sessions (
  id         uuid primary key,
  user_id    uuid not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index auth_sessions_user_idx on auth_sessions (user_id) where revoked_at is null;

-- Sessions started before this migration keep working (revoked ones stay revoked).
insert into auth_sessions (id, user_id, created_at, revoked_at)
select family_id, (array_agg(user_id))[1], min(created_at),
       case when bool_or(revoked_at is not null) then max(revoked_at) end
from refresh_tokens
group by family_id;

-- "Forgot password?" links: only the SHA-256 of the token is kept; a link works once, before expires_at.
create table password_reset_tokens (
  id         uuid primary key default gen_random_uuid(),
  user_id    uuid not null references users(id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at    timestamptz,
  created_at timestamptz not null default now()
);
create index password_reset_tokens_user_idx on password_reset_tokens (user_id);
