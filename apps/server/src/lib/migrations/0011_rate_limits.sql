-- Shared rate-limit counters (decision 096): every instance on one database counts the same hits.
-- One row per key (a route and an address, a sign-in pair, …); a row whose reset_at has passed is a
-- fresh window. Unlogged: no WAL, no fsync per hit; a database crash empties it, which only forgets
-- counts. Times are epoch milliseconds from the app's clock.
create unlogged table rate_limit_counters (
  key text primary key,
  hits integer not null,
  -- When the window ends (route limits) or the failures are forgotten (sign-in).
  reset_at bigint not null,
  -- Sign-in throttle: no attempt for this key before this time.
  blocked_until bigint not null default 0
);
-- The sweep deletes expired rows through this index.
create index rate_limit_counters_reset_idx on rate_limit_counters (reset_at);
