-- The owner's statement that the condition an appeal photo shows existed on the lien date
-- (decision 237): set when the owner saves the photos with the statement ticked; a photo without it
-- is kept on the order but not printed in any document.
alter table order_evidence_photos add column if not exists condition_attested_at timestamptz;
