-- The county appeal package (issue 6, appeals half): the boards appeals are filed with, the
-- application the owner last filled for a paid order, and the appeal report bought with it.
-- See docs/decisions/050-appeal-package.md.

-- Where each county's appeal applications go. Operator-editable data: correct a row with SQL
-- (UPDATE appeal_boards SET ..., verified = true, source = '...' WHERE county = '...') and every
-- new report uses it. verified = false marks an address not yet checked against the county's own page.
CREATE TABLE appeal_boards (
  county        text PRIMARY KEY,
  name          text NOT NULL,
  address_lines jsonb NOT NULL,
  phone         text,
  website       text,
  verified      boolean NOT NULL DEFAULT false,
  source        text,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

INSERT INTO appeal_boards (county, name, address_lines, phone, website, verified, source) VALUES
  ('alameda', 'Alameda County Assessment Appeals Board, Clerk of the Board',
   '["1221 Oak Street, 5th Floor", "Oakland, CA 94612"]', '(510) 272-6352', 'https://www.acgov.org/clerk/', true,
   'acassessor.org assessment-appeals page'),
  ('san_mateo', 'San Mateo County Assessment Appeals Board, Clerk of the Board',
   '["400 County Center", "Redwood City, CA 94063"]', '(650) 363-4573', 'https://www.smcgov.org/', false, NULL),
  ('la', 'Los Angeles County Assessment Appeals Board',
   '["500 West Temple Street, Room B4", "Los Angeles, CA 90012"]', '(213) 974-1471', 'https://bos.lacounty.gov/', true,
   'Clerk of the Assessment Appeals Board address as published for the 2025-26 filing period'),
  ('contra_costa', 'Contra Costa County Assessment Appeals Board, Clerk of the Board',
   '["1025 Escobar Street, 1st Floor", "Martinez, CA 94553"]', '(925) 655-2008', 'https://www.contracosta.ca.gov/', true,
   'Contra Costa assessment appeals application instructions'),
  ('san_bernardino', 'San Bernardino County Clerk of the Board, Assessment Appeals',
   '["385 North Arrowhead Avenue, 2nd Floor", "San Bernardino, CA 92415-0130"]', '(909) 387-4413',
   'https://cob.sbcounty.gov/assessment-appeals/', true, 'San Bernardino County Assessor appeals page'),
  ('riverside', 'Riverside County Clerk of the Board, Assessment Appeals',
   '["P.O. Box 1628", "Riverside, CA 92502"]', NULL, 'https://rivcocob.org/', true,
   'Riverside County printing of form BOE-305-AH (mail completed form and fee to)'),
  ('ventura', 'Ventura County Assessment Appeals Board, Clerk of the Board',
   '["800 South Victoria Avenue", "Ventura, CA 93009"]', NULL, 'https://www.ventura.org/', false, NULL),
  ('santa_clara', 'Santa Clara County Clerk of the Board, Assessment Appeals',
   '["70 West Hedding Street, East Wing, 10th Floor", "San Jose, CA 95110"]', '(408) 299-5088',
   'https://boardclerk.sccgov.org/assessment-appeals', false, NULL);

-- The application the owner last generated for a paid order (one row per order, replaced on each
-- generation): the report's letter is signed with it and support can see what was filed.
CREATE TABLE appeal_applications (
  order_id         text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  job_id           text NOT NULL,
  county           text NOT NULL,
  property_info    jsonb NOT NULL,
  comparable_sales jsonb NOT NULL,
  generated_count  integer NOT NULL DEFAULT 1,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);

-- The appeal report of a paid order: a snapshot of the evidence (property, comparables, valuation,
-- filing facts) taken when it was generated, and the owner's edited letter (Success plan) if any.
-- The generated letter is composed from the snapshot and the latest application on every read.
CREATE TABLE appeal_reports (
  order_id      text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  job_id        text NOT NULL,
  tier          text NOT NULL CHECK (tier IN ('basic', 'guarantee')),
  county        text NOT NULL,
  content       jsonb NOT NULL,
  edited_letter text,
  generated_at  timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appeal_reports_job_idx ON appeal_reports (job_id);
