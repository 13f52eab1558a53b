-- Reminders of a hearing (issue 52 item 5, decision 241): for a watched home whose owner recorded the
-- board's hearing date on a paid order, 14 and 2 days before it, each claimed once. A hearing claim's
-- roll_year holds the hearing day as YYYYMMDD, so a hearing moved to another day is reminded again.
alter table watch_reminders drop constraint watch_reminders_kind_check;
alter table watch_reminders add constraint watch_reminders_kind_check check (kind in (
  'window_open', 'closes_in_14', 'closes_in_2',
  'informal_opens', 'informal_closes_in_14',
  'recheck_lien_date', 'recheck_sales_in', 'recheck_window_opens',
  'notice_closes_in_14', 'notice_closes_in_2',
  'hearing_in_14', 'hearing_in_2'
));
