-- Owner (decision 150): payments. "Free next year" credits are reviewed by an operator (decision 212,
-- issue 49): a credit earned by a reported denial is pending until an operator has checked the
-- board's notice of decision; only an approved credit pays. Credits already used stay approved;
-- those not yet used wait for a review like new ones.
ALTER TABLE appeal_credits
  ADD COLUMN status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'approved', 'rejected')),
  ADD COLUMN reviewed_at timestamptz,
  ADD COLUMN reviewed_by text,
  ADD COLUMN review_note text;
UPDATE appeal_credits SET status = 'approved' WHERE redeemed_order_id IS NOT NULL;
CREATE INDEX appeal_credits_pending_idx ON appeal_credits (created_at) WHERE status = 'pending';
