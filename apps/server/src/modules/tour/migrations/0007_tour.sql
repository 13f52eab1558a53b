-- Evidence captures from the camera tour: a saved frame with what its analysis found.
-- Private to the user who saved it; removed with the account.
create table tour_captures (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  room_type text,
  room_confidence real,
  analysis text not null,
  report jsonb not null,
  image_key text not null,
  content_type text not null,
  image_bytes integer not null,
  image_sha256 text not null,
  width integer not null,
  height integer not null
);
create index tour_captures_user_created_idx on tour_captures (user_id, created_at desc);
-- Saving the same frame twice returns the first capture.
create unique index tour_captures_user_image_idx on tour_captures (user_id, image_sha256);
