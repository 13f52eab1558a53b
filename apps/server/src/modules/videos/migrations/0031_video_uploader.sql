-- Owner (decision 150): videos. Issue 49, item 8 (decision 205): the signed-in account that uploaded
-- a video, so deleting the account deletes its videos, those from the upload page too (no job names
-- them). The account-erasure step removes the rows and their files; the cascade is the fallback
-- (the start-up sweep then removes the files left without a row). Older rows stay without one.
ALTER TABLE videos ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE CASCADE;
CREATE INDEX videos_user_idx ON videos (user_id);
