-- Issue 17 follow-up (decision 133): "My appeals" downloads the appeal document again. The last
-- generated application keeps which document it was (the informal review request or the formal
-- application, decision 099), so the download regenerates the same one. Rows from before this
-- migration have no route: the download takes the draft's, else the one recommended that day.
ALTER TABLE appeal_applications ADD COLUMN IF NOT EXISTS route text CHECK (route IN ('informal', 'formal'));
