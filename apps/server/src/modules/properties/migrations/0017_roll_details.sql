-- Issue 14 item 4 (decision 116): what an assessor roll says beyond the values. The land's base year
-- stays in `base_year`; the roll also gives the improvements' own base year, the homeowners'
-- exemption taken off the value, and the date of the last recorded transfer (LA's RecordingDate,
-- which carries no price: base-year information, not a sale).
ALTER TABLE assessments
  ADD COLUMN improvements_base_year smallint,
  ADD COLUMN homeowners_exemption integer CHECK (homeowners_exemption >= 0),
  ADD COLUMN recording_date date;
