-- Owner (decision 150): leads, whose table it creates first; it also creates videos (videos module).
-- The homeowner's journey (issue 5): free 2026 assessment sign-ups and property videos.

-- One lead per email and property: signing up again for the same address updates the row
-- (latest phone and figures) and counts the submission, never a second lead.
CREATE TABLE leads (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email        text NOT NULL,
  email_lower  text NOT NULL,
  phone        text NOT NULL,
  street       text NOT NULL,
  unit         text NOT NULL DEFAULT '',
  city         text NOT NULL DEFAULT '',
  state        text NOT NULL DEFAULT '',
  zip_code     text NOT NULL DEFAULT '',
  -- normalizeAddressKey(street, unit) plus the five-digit ZIP: the same home however it was typed.
  address_key  text NOT NULL,
  job_id       text,
  -- The figures the owner was shown (assessed value, market value, saving, rate…).
  result       jsonb NOT NULL DEFAULT '{}'::jsonb,
  source       text NOT NULL DEFAULT 'free_2026_assessment',
  submissions  integer NOT NULL DEFAULT 1,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT leads_email_address_key UNIQUE (email_lower, address_key)
);
CREATE INDEX leads_job_idx ON leads (job_id);

-- Videos an owner uploaded, stored through the storage adapter under storage_key once they passed
-- the byte checks (a real video container, at most 90 seconds).
CREATE TABLE videos (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id            text,
  storage_key       text NOT NULL UNIQUE,
  original_filename text NOT NULL,
  size_bytes        bigint NOT NULL CHECK (size_bytes > 0),
  duration_seconds  double precision NOT NULL CHECK (duration_seconds >= 0),
  container         text NOT NULL,
  -- Which screen sent it: the upload page (/property-tax/videos/) or the details screen (/upload-video).
  source            text NOT NULL,
  uploader_ip       text,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX videos_job_idx ON videos (job_id);
