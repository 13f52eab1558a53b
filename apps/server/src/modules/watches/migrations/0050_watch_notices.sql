-- A notice the owner received (issue 52 item 3, decision 241): a supplemental, escape or roll-change
-- notice opens its own 60-day appeal period (R&T §1605(b)); the watch keeps its kind and mailing date,
-- and the sweep reminds 14 and 2 days before its last day, each once (claimed in watch_reminders).
alter table watches add column notice_kind text check (notice_kind in ('supplemental', 'escape', 'roll_change'));
alter table watches add column notice_mailed_on date;
alter table watches add constraint watches_notice_both check ((notice_kind is null) = (notice_mailed_on is null));

alter table watch_reminders drop constraint watch_reminders_kind_check;
alter table watch_reminders add constraint watch_reminders_kind_check check (kind in (
  'window_open', 'closes_in_14', 'closes_in_2',
  'informal_opens', 'informal_closes_in_14',
  'recheck_lien_date', 'recheck_sales_in', 'recheck_window_opens',
  'notice_closes_in_14', 'notice_closes_in_2'
));
