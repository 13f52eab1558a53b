-- Owner (decision 150): videos (video_findings, videos_created_idx); it also creates
-- order_evidence_photos (evidence) and tour_captures_created_idx (tour).
-- Issue 18, part B (decisions 113-115).

-- Photos for the appeal: saved tour captures an owner attached to one of their paid orders, with
-- the owner's caption and the order they are printed in (hearing evidence exhibit, letter).
-- A capture removed (by its owner, by the retention sweep, with the account) leaves the appeal too.
CREATE TABLE order_evidence_photos (
  order_id    text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  capture_id  uuid NOT NULL REFERENCES tour_captures (id) ON DELETE CASCADE,
  caption     text NOT NULL DEFAULT '' CHECK (char_length(caption) <= 300),
  position    integer NOT NULL CHECK (position >= 0),
  attached_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, capture_id)
);
CREATE INDEX order_evidence_photos_capture_idx ON order_evidence_photos (capture_id);

-- What the server saw in an uploaded video: frames sampled with ffmpeg, each run through the tour's
-- frame analyser; the findings (rooms, features, condition cues) stored with the video and its job.
-- The frames themselves are never stored. owner_condition is the condition the owner confirmed.
CREATE TABLE video_findings (
  video_id        uuid PRIMARY KEY REFERENCES videos (id) ON DELETE CASCADE,
  job_id          text,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  frames_sampled  integer NOT NULL DEFAULT 0,
  findings        jsonb,
  error           text,
  owner_condition text CHECK (owner_condition IN ('C1', 'C2', 'C3', 'C4', 'C5', 'C6')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX video_findings_job_idx ON video_findings (job_id);

-- The retention sweep (decision 115) looks videos and captures up by age.
CREATE INDEX videos_created_idx ON videos (created_at);
CREATE INDEX tour_captures_created_idx ON tour_captures (created_at);
