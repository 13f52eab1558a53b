-- Analysis jobs (issue 4): one row per analysis the owner runs from POST /manual_analysis, holding the
-- request (the owner's facts and notes) and the stored result GET /query_result answers.
-- Ids are 128-bit random base64url strings, so a job can only be read by whoever was given its id.

CREATE TABLE analysis_jobs (
  id           text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{16,64}$'),
  -- The matched property, when the address is in the property database.
  property_id  integer REFERENCES properties (id) ON DELETE SET NULL,
  -- Set when the request carried a valid access token.
  user_id      uuid REFERENCES users (id) ON DELETE SET NULL,
  status       text NOT NULL CHECK (status IN ('completed', 'failed')),
  -- The analysis request as validated (contracts AnalysisRequestSchema output).
  request      jsonb NOT NULL,
  -- { property_info, comparable_properties, valuation } as GET /query_result answers them.
  result       jsonb,
  error        text,
  -- How many times the analysis ran (1 + re-runs with the owner's corrections).
  runs         integer NOT NULL DEFAULT 1 CHECK (runs >= 1),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX analysis_jobs_property_idx ON analysis_jobs (property_id);
CREATE INDEX analysis_jobs_user_idx ON analysis_jobs (user_id) WHERE user_id IS NOT NULL;

