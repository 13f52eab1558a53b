-- Owner (decision 150): auth. It adds a user_id to contact_messages (contact), leads (leads) and
-- outbox (lib), like 0015 added the operator's columns to them.
-- Issue 49 item 2 (decision 206): deleting an account erases the rows the account made or is tied
-- to by its id, never rows matched only by an e-mail address someone else typed. user_id is the
-- signed-in caller who sent the message or the sign-up, or the account a mail was written for;
-- null for a visitor's. Rows made before this migration have none: they are no longer erased with
-- an account that shares their address (they stay until the operator deletes them).
ALTER TABLE contact_messages ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE leads ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE outbox ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE CASCADE;
CREATE INDEX contact_messages_user_idx ON contact_messages (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX leads_user_idx ON leads (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX outbox_user_idx ON outbox (user_id) WHERE user_id IS NOT NULL;
