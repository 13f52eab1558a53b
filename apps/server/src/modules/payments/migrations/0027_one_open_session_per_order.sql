-- Owner (decision 150): payments. At most one open checkout per order (decision 170).
-- Concurrent "choose a plan" requests (a double click, two tabs) each saw no open session and each
-- opened one: one order, several payable checkouts. The database now holds the rule: a second open
-- session of an order cannot be inserted, and the request that finds the slot taken reuses, waits
-- for, or replaces the session that holds it.
-- Sessions the race already left open: all but the newest of an order are cancelled here. One that
-- is paid at its provider all the same is still recorded (a confirmed payment completes a session in
-- any state) and flagged for a refund if its order was already paid.
UPDATE payment_sessions s
   SET status = 'cancelled', closed_at = now()
 WHERE s.status IN ('initializing', 'pending')
   AND EXISTS (
     SELECT 1 FROM payment_sessions n
      WHERE n.order_id = s.order_id
        AND n.status IN ('initializing', 'pending')
        AND (n.created_at, n.id) > (s.created_at, s.id));
CREATE UNIQUE INDEX payment_sessions_one_open_per_order
  ON payment_sessions (order_id) WHERE status IN ('initializing', 'pending');
