-- Mail headers kept with a message in the outbox (decision 228): List-Unsubscribe and
-- List-Unsubscribe-Post (RFC 8058) travel with the reminder when it is delivered later or by hand.
alter table outbox add column headers jsonb not null default '{}'::jsonb;
