-- Issue 48: appeal_boards has not been read since decision 101 (migration 0013 marked it superseded);
-- board names and addresses live in packages/contracts/src/county-facts.ts with their sources.
DROP TABLE IF EXISTS appeal_boards;
