-- Re-checks on the county's dates and informal-review reminders (issue 52, decision 238).
-- Each is claimed once in watch_reminders, like the regular window's reminders (decision 228): the
-- row is inserted before the work, so a restart or a second server process never repeats it.
alter table watch_reminders drop constraint watch_reminders_kind_check;
alter table watch_reminders add constraint watch_reminders_kind_check check (kind in (
  'window_open', 'closes_in_14', 'closes_in_2',
  'informal_opens', 'informal_closes_in_14',
  'recheck_lien_date', 'recheck_sales_in', 'recheck_window_opens'
));

-- What the owner was last told of the home (or, before any re-check mail, what the analysis the watch
-- was made from said): a re-check mails only when its verdict or saving differs from it.
alter table watches add column told_verdict text
  check (told_verdict in ('overpaying', 'too_close', 'good_shape', 'unknown'));
alter table watches add column told_saving integer;
alter table watches add column told_roll_year integer;
alter table watches add column told_at timestamptz;
