-- The language an order was bought in (issue 55, decision 263 amended): the checkout request's (the web
-- app's language cookie, else Accept-Language), kept because Stripe's webhook, which often reports the
-- payment first, carries none. A guest's receipt is written in it; an account's language wins when set.
-- Null (an order bought before this) is the confirming request's language, else English.
ALTER TABLE orders ADD COLUMN language text
  CHECK (language IS NULL OR language IN ('en', 'es', 'zh-Hans', 'zh-Hant', 'vi', 'ko'));
