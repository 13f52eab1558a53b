-- Owner (decision 150): payments. The receipt's link back to an order (decision 211, issue 49).
-- A guest who loses the tab that holds their order token gets back in with the link of the receipt
-- mailed when the order was paid. Only the key's hash is kept; using it issues the guest a fresh
-- order token (the old one stops working).
CREATE TABLE order_receipt_keys (
  key_hash   text PRIMARY KEY,
  order_id   text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_receipt_keys_order_idx ON order_receipt_keys (order_id);
